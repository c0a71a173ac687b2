import { offerResponseSchema } from '@careers/shared';
import { http } from '@/lib/http/index.ts';

/** POST /api/offer/offers/{id}/{documentId}/esign_status : empty body. */
export const updateEsignStatus = (id: string, documentId: number, domain: string) =>
  http.post(`/api/offer/offers/${encodeURIComponent(id)}/${documentId}/esign_status`, undefined, {
    params: { domain },
    schema: offerResponseSchema.shape.data,
  });
