import { api } from '@careers/shared';
import { useMemo } from 'react';
import { useDomain } from '@/lib/boot-data/index.ts';
import { makeFileTransfer } from '@/lib/forms/file-transfer.ts';
import { callApi } from '@/lib/http/index.ts';

/** The application form's file fields upload through the apply form's files endpoint. */
export const useApplicationFileTransfer = () => {
  const domain = useDomain();
  return useMemo(
    () =>
      makeFileTransfer((body, field, onUploadProgress) =>
        callApi(
          api.uploadApplicationFile,
          { query: { domain, field }, body },
          { onUploadProgress },
        ),
      ),
    [domain],
  );
};
