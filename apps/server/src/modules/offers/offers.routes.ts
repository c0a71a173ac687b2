import fastifyMultipart from '@fastify/multipart';
import {
  DOCUMENT_UPLOAD_FIELD,
  OFFER_UPLOAD_FIELD,
  documentAcceptBodySchema,
  domainQuerySchema,
  offerDocumentParamsSchema,
  offerIdParamsSchema,
  offerResponseSchema,
  offersListResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { requireCandidate } from '../../plugins/app/request-context.ts';
import { acceptOfferByUpload } from './accept-offer-by-upload.ts';
import { declineOffer } from './decline-offer.ts';
import { getOffer, listOffers } from './list-offers.ts';
import { documentNotFound, findDocument, findOffer } from './lock-offer.ts';
import { offerActorOf } from './offer-context.ts';
import { UPLOAD_LIMITS, readOnePdfUpload } from './read-pdf-upload.ts';
import { signDocument } from './sign-document.ts';
import { currentFileId } from './to-offer-response.ts';
import { updateEsignStatus } from './update-esign-status.ts';

const tags = ['offers'];

/**
 * The candidate's offers (spec 000 section 7): the list, one offer, accept by upload of a signed
 * PDF, decline, the document accept (signature or signed PDF) and esign_status. Another
 * candidate's offer is a 404; a state conflict is a 409.
 */
export const offersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const one = { tags, querystring: domainQuerySchema, params: offerIdParamsSchema };
    const oneResponse = { 200: offerResponseSchema };

    routes.get(
      '/api/offer/offers',
      {
        schema: {
          tags,
          querystring: domainQuerySchema,
          summary: "The candidate's offers",
          response: { 200: offersListResponseSchema },
        },
      },
      async (request) => ({
        data: await listOffers(deps, request.tenant.id, requireCandidate(request).id),
      }),
    );

    routes.get(
      '/api/offer/:id',
      { schema: { ...one, summary: 'One offer with its documents', response: oneResponse } },
      async (request) => ({
        data: await getOffer(
          deps,
          request.tenant.id,
          requireCandidate(request).id,
          request.params.id,
        ),
      }),
    );

    routes.post(
      '/api/offer/offers/:id/accept',
      {
        schema: {
          ...one,
          summary: `Accept with the signed letter (multipart: ${OFFER_UPLOAD_FIELD})`,
          consumes: ['multipart/form-data'],
          response: oneResponse,
        },
      },
      async (request) => {
        const actor = offerActorOf(request);
        const upload = await readOnePdfUpload(request, OFFER_UPLOAD_FIELD);
        return { data: await acceptOfferByUpload(deps, actor, request.params.id, upload) };
      },
    );

    routes.post(
      '/api/offer/offers/:id/decline',
      { schema: { ...one, summary: 'Decline the offer', response: oneResponse } },
      async (request) => ({
        data: await declineOffer(deps, offerActorOf(request), request.params.id),
      }),
    );

    routes.post(
      '/api/offer/offers/:id/:documentId/accept',
      {
        bodyLimit: 512 * 1024,
        schema: {
          tags,
          querystring: domainQuerySchema,
          params: offerDocumentParamsSchema,
          summary: `Sign a document: JSON {${DOCUMENT_UPLOAD_FIELD}: {full_name, drawn_signature?}} or a multipart PDF in ${DOCUMENT_UPLOAD_FIELD}`,
          response: oneResponse,
        },
      },
      async (request) => {
        const actor = offerActorOf(request);
        const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
        const { id, documentId } = request.params;
        if (request.isMultipart()) {
          const content = await readOnePdfUpload(request, DOCUMENT_UPLOAD_FIELD);
          return {
            data: await signDocument(deps, actor, scope, id, documentId, {
              kind: 'upload',
              content,
            }),
          };
        }
        const body = documentAcceptBodySchema.safeParse(request.body);
        if (!body.success)
          throw badRequest(body.error.issues[0]?.message ?? 'Please sign the document.', {
            [DOCUMENT_UPLOAD_FIELD]: body.error.issues[0]?.message ?? 'Required',
          });
        return {
          data: await signDocument(deps, actor, scope, id, documentId, {
            kind: 'signature',
            signature: body.data.signed_document_file,
          }),
        };
      },
    );

    routes.post(
      '/api/offer/offers/:id/:documentId/esign_status',
      {
        schema: {
          tags,
          querystring: domainQuerySchema,
          params: offerDocumentParamsSchema,
          summary: 'Mark a signed document Signed; the offer is accepted once all are signed',
          response: oneResponse,
        },
      },
      async (request) => ({
        data: await updateEsignStatus(
          deps,
          offerActorOf(request),
          request.params.id,
          request.params.documentId,
        ),
      }),
    );

    routes.get(
      '/api/offer/offers/:id/:documentId/file',
      {
        schema: {
          tags,
          querystring: domainQuerySchema,
          params: offerDocumentParamsSchema,
          summary: "Download a document's PDF (the signed copy once signed)",
        },
      },
      async (request, reply) => {
        const candidate = requireCandidate(request);
        const offer = await findOffer(
          deps.db,
          { tenantId: request.tenant.id, candidateId: candidate.id },
          request.params.id,
        );
        const document = await findDocument(deps.db, offer.id, request.params.documentId);
        const fileId = currentFileId(document);
        const file = fileId ? await deps.files.read(offer.tenant_id, fileId) : null;
        if (!file)
          throw fileId ? documentNotFound() : conflict('No offer letter content available');
        const safeName = document.name.replace(/[^\w .()-]/g, '_');
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${safeName}.pdf"`)
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(file.content));
      },
    );
  });
};
