import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDataEndpoints } from '../../../shared/contracts/endpoints/my-data.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { guidebookKeys } from '../guidebooks/api';
import { readTripsAgain } from '../trips/trip-keys';
import { importedToast, MyDataFileProblem } from './my-data-rules';
import { readMyDataFile } from './read-my-data-file';

/** Reads the chosen file and imports it; the dashboard and My Guidebooks read their lists again. */
export function useImportMyData() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiRequest(myDataEndpoints.importMyData, { body: await readMyDataFile(file) }),
    onSuccess: async (imported) => {
      const { title, description } = importedToast(t, imported);
      showSuccess(title, description);
      await Promise.all([
        readTripsAgain(queryClient),
        queryClient.invalidateQueries({ queryKey: guidebookKeys.list() }),
      ]);
    },
    onError: (error) =>
      showError(
        t('profile.myData.importFailed'),
        error instanceof MyDataFileProblem ? error.describe(t) : errorText(t, error),
      ),
  });
}
