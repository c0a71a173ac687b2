import { api } from '@careers/shared';
import { callApi } from '@/lib/http/index.ts';

/** esign_status: the document whose signature was captured becomes Signed. */
export const updateEsignStatus = (id: string, documentId: number, domain: string) =>
  callApi(api.updateEsignStatus, { params: { id, documentId }, query: { domain } });
