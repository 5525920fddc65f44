import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDataEndpoints } from '../../../shared/contracts/endpoints/my-data.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { guidebookKeys } from '../guidebooks/api';
import { readTripsAgain } from '../trips/trip-keys';
import { importedToast } from './my-data-rules';
import { readMyDataFile } from './read-my-data-file';

/** Reads the chosen file and imports it; the dashboard and My Guidebooks read their lists again. */
export function useImportMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiRequest(myDataEndpoints.importMyData, { body: await readMyDataFile(file) }),
    onSuccess: async (imported) => {
      const { title, description } = importedToast(imported);
      showSuccess(title, description);
      await Promise.all([
        readTripsAgain(queryClient),
        queryClient.invalidateQueries({ queryKey: guidebookKeys.list() }),
      ]);
    },
    onError: (error) => showError('Error importing data', errorMessageOf(error)),
  });
}
