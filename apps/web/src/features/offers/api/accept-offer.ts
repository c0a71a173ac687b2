import { OFFER_UPLOAD_FIELD, api } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { useRefreshOffers } from './offer-cache.ts';

/** Accepts the offer with the signed letter, sent as multipart form data. */
export const acceptOffer = (id: string, file: File, domain: string) => {
  const body = new FormData();
  body.append(OFFER_UPLOAD_FIELD, file);
  return callApi(api.acceptOffer, { params: { id }, query: { domain }, body });
};

export const useAcceptOffer = (id: string) => {
  const domain = useDomain();
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (file: File) => acceptOffer(id, file, domain),
    onSuccess: refresh,
  });
};
