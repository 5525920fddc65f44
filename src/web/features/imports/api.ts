import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { importEndpoints } from '../../../shared/contracts/endpoints/imports.js';
import type { importContracts } from '../../../shared/contracts/imports.js';
import type { NewTip } from '../../../shared/contracts/tips.js';
import { showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { useT } from '../../lib/i18n';

// The contract's field, checked by the compiler (the contracts' values carry Zod, kept off the page).
const FILE_FIELD: (typeof importContracts)['previewTripImport']['upload']['field'] = 'file';

/** The list places are imported into, and the query that shows it (refreshed once they are in). */
export interface ImportTarget {
  kind: 'trip' | 'guidebook';
  id: string;
  queryKey: QueryKey;
}

/** Reads a file on the server and answers what it would add; adds nothing. */
export function usePreviewImport(target: ImportTarget) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(FILE_FIELD, file);
      const params = { id: target.id };
      return target.kind === 'trip'
        ? apiRequest(importEndpoints.previewTripImport, { params, body: form })
        : apiRequest(importEndpoints.previewGuidebookImport, { params, body: form });
    },
  });
}

/** Adds the chosen places in one request, all or none. */
export function useImportPlaces(target: ImportTarget) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: NewTip[]) => {
      const params = { id: target.id };
      return target.kind === 'trip'
        ? apiRequest(importEndpoints.importIntoTrip, { params, body: { entries } })
        : apiRequest(importEndpoints.importIntoGuidebook, { params, body: { entries } });
    },
    onSuccess: async ({ added }) => {
      await queryClient.invalidateQueries({ queryKey: target.queryKey });
      showSuccess(t('data.import.done', { count: added }), t('data.import.doneText'));
    },
  });
}
