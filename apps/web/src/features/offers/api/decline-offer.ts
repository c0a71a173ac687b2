import { offerResponseSchema } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { useRefreshOffers } from './offer-cache.ts';

/** POST /api/offer/offers/{id}/decline : no body. */
export const declineOffer = (id: string, domain: string) =>
  http.post(`/api/offer/offers/${encodeURIComponent(id)}/decline`, undefined, {
    params: { domain },
    schema: offerResponseSchema.shape.data,
  });

export const useDeclineOffer = (id: string) => {
  const domain = useDomain();
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: () => declineOffer(id, domain), onSuccess: refresh });
};
