import { api, POSITION_IMPORT_FIELD } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi, type UploadProgress } from '@/lib/http/index.ts';

/**
 * Uploads a CSV or JSON file of positions. `progress` follows the bytes going out (0 to 1), then
 * stays at 1 while the server imports; the answer is the report of imported and rejected rows.
 */
export const useImportPositions = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(POSITION_IMPORT_FIELD, file, file.name);
      setProgress({ loaded: 0, total: file.size });
      return callApi(
        api.importPositions,
        { query: { domain }, body },
        { onUploadProgress: setProgress },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.employer.all }),
  });
  return { ...mutation, progress };
};
