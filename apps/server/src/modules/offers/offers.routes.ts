import fastifyMultipart from '@fastify/multipart';
import { DOCUMENT_UPLOAD_FIELD, OFFER_UPLOAD_FIELD, api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { badRequest } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { PDF_UPLOAD_BODY_LIMIT, readPdfUpload } from '../../services/pdf/read-pdf-upload.ts';
import { acceptOfferByUpload } from './accept-offer-by-upload.ts';
import { declineOffer } from './decline-offer.ts';
import { getOffer, listOffers } from './list-offers.ts';
import { offerActorOf } from './offer-context.ts';
import { readDocumentFile } from './read-document-file.ts';
import { sendPdf } from './send-pdf.ts';
import { signDocument } from './sign-document.ts';
import { updateEsignStatus } from './update-esign-status.ts';

/**
 * The candidate's offers: the list, one offer, accept by upload of a signed PDF, decline, the
 * document accept (signature or signed PDF), esign_status and the document's file. Another
 * candidate's offer is a 404; a state conflict is a 409 with its domain code.
 */
export const offersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);

    route(scope, api.listOffers, async (request, _reply, { candidate }) =>
      listOffers(deps, request.tenant.id, candidate.id),
    );

    route(scope, api.getOffer, async (request, _reply, { candidate }) =>
      getOffer(deps, request.tenant.id, candidate.id, request.params.id),
    );

    route(
      scope,
      api.acceptOffer,
      async (request, _reply, { candidate }) => {
        const actor = offerActorOf(request, candidate);
        const upload = await readPdfUpload(request, OFFER_UPLOAD_FIELD);
        return acceptOfferByUpload(deps, { actor, encId: request.params.id, upload });
      },
      { bodyLimit: PDF_UPLOAD_BODY_LIMIT },
    );

    route(scope, api.declineOffer, async (request, _reply, { candidate }) =>
      declineOffer(deps, { actor: offerActorOf(request, candidate), encId: request.params.id }),
    );

    route(
      scope,
      api.signOfferDocument,
      async (request, _reply, { candidate }) => {
        const actor = offerActorOf(request, candidate);
        const signing = {
          actor,
          scope: { tenantId: actor.tenantId, candidateId: candidate.id },
          encId: request.params.id,
          documentId: request.params.documentId,
        };
        if (request.isMultipart()) {
          const content = await readPdfUpload(request, DOCUMENT_UPLOAD_FIELD);
          return signDocument(deps, { ...signing, input: { kind: 'upload', content } });
        }
        // The schema lets a missing body (null) through for the multipart form; a JSON call needs it.
        if (!request.body)
          throw badRequest('Please sign the document.', { [DOCUMENT_UPLOAD_FIELD]: 'Required' });
        return signDocument(deps, {
          ...signing,
          input: { kind: 'signature', signature: request.body.signed_document_file },
        });
      },
      { bodyLimit: 512 * 1024 },
    );

    route(scope, api.updateEsignStatus, async (request, _reply, { candidate }) =>
      updateEsignStatus(deps, {
        actor: offerActorOf(request, candidate),
        encId: request.params.id,
        documentId: request.params.documentId,
      }),
    );

    route(scope, api.downloadOfferDocument, async (request, reply, { candidate }) => {
      const file = await readDocumentFile(deps, {
        tenantId: request.tenant.id,
        candidateId: candidate.id,
        encId: request.params.id,
        documentId: request.params.documentId,
      });
      return sendPdf(reply, file);
    });
  });
};
