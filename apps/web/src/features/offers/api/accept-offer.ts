import { OFFER_UPLOAD_FIELD, offerResponseSchema } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { useRefreshOffers } from './offer-cache.ts';

/** POST /api/offer/offers/{id}/accept : multipart with the signed letter. */
export const acceptOffer = (id: string, file: File, domain: string) => {
  const body = new FormData();
  body.append(OFFER_UPLOAD_FIELD, file);
  return http.post(`/api/offer/offers/${encodeURIComponent(id)}/accept`, body, {
    params: { domain },
    schema: offerResponseSchema.shape.data,
  });
};

export const useAcceptOffer = (id: string) => {
  const domain = useDomain();
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: (file: File) => acceptOffer(id, file, domain),
    onSuccess: refresh,
  });
};
