import { api } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { useRefreshOffers } from './offer-cache.ts';

export const declineOffer = (id: string, domain: string) =>
  callApi(api.declineOffer, { params: { id }, query: { domain } });

export const useDeclineOffer = (id: string) => {
  const domain = useDomain();
  const refresh = useRefreshOffers();
  return useMutation({ mutationFn: () => declineOffer(id, domain), onSuccess: refresh });
};
