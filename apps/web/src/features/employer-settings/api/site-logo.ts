import { api, SITE_LOGO_FIELD } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';

/** Stores a logo file; the answer is the address to put in the settings' `logoUrl`. */
export const useUploadSiteLogo = () => {
  const domain = useDomain();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(SITE_LOGO_FIELD, file, file.name);
      return callApi(api.uploadSiteLogo, { query: { domain }, body });
    },
    meta: { errorToast: false },
  });
};
