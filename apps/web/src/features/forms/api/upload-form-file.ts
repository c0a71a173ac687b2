import { api } from '@careers/shared';
import { useMemo } from 'react';
import { useDomain } from '@/lib/boot-data/index.ts';
import { makeFileTransfer } from '@/lib/forms/file-transfer.ts';
import { callApi } from '@/lib/http/index.ts';

/** A form's file fields upload through that form's files endpoint. */
export const useFormFileTransfer = (formId: string) => {
  const domain = useDomain();
  return useMemo(
    () =>
      makeFileTransfer((body, field, onUploadProgress) =>
        callApi(
          api.uploadFormFile,
          { params: { formId }, query: { domain, field }, body },
          { onUploadProgress },
        ),
      ),
    [domain, formId],
  );
};
