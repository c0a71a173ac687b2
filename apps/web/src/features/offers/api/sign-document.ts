import type { DocumentSignature } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { acceptDocument } from './accept-document.ts';
import { useRefreshOffers } from './offer-cache.ts';
import { updateEsignStatus } from './update-esign-status.ts';

/** Signing by form: the document accept and esign_status together, then the offers refresh. */
export const useSignDocumentByForm = (id: string, documentId: number) => {
  const domain = useDomain();
  const refresh = useRefreshOffers();
  return useMutation({
    mutationFn: async (signature: DocumentSignature) => {
      await acceptDocument(id, documentId, signature, domain);
      return updateEsignStatus(id, documentId, domain);
    },
    onSuccess: refresh,
  });
};
