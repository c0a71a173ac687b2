import fastifyMultipart from '@fastify/multipart';
import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';
import { route } from '../../http/route.ts';
import type { AdminActor } from '../../core/caller.ts';
import { listOfferEvents } from './audit-trail.ts';
import { extendOffer } from './extend-offer.ts';
import { listTenantOffers } from './list-offers.ts';
import { findOffer } from './lock-offer.ts';
import { OFFER_DOCUMENT_BODY_LIMIT, receiveOfferDocumentFile } from './offer-document-upload.ts';
import { readDocumentFile } from './read-document-file.ts';
import { cancelOffer, reviseDocument, setOfferExpiry } from './manage-offer.ts';
import { sendPdf } from './send-pdf.ts';
import { toOfferResponse } from './to-offer-response.ts';

/** How the audit trail names the employer who acted. */
const actorName = (admin: AdminActor) =>
  admin.kind === 'api_token' ? `api token ${admin.name}` : `admin #${admin.candidateId}`;

/** Which offer the employer acts on, and who they are. */
const adminAction = (tenantId: number, admin: AdminActor, encId: string) => ({
  tenantId,
  actorName: actorName(admin),
  encId,
});

const withTrail = async (deps: AppDeps, offer: OfferRow) => ({
  ...(await toOfferResponse(deps, offer)),
  audit_trail: (await listOfferEvents(deps.db, offer.id)).map((event) => ({
    action: event.action,
    actor: event.actor,
    from_status: event.from_status,
    to_status: event.to_status,
    document_id: event.document_id,
    created_at: event.created_at.toISOString(),
  })),
});

/**
 * Employer side: /api/admin/offers: list them, upload a document's PDF (streamed multipart, the
 * one upload pipeline), extend an offer with documents (an uploaded PDF's file id or a template),
 * read it with its audit trail, download a document (signed, with its certificate), revise a
 * document, cancel, set the expiry. Admin session or API token.
 */
export const adminOffersRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listAdminOffers, async (request) =>
    listTenantOffers(deps, request.tenant.id, request.query),
  );

  route(app, api.downloadAdminOfferDocument, async (request, reply) =>
    sendPdf(
      reply,
      await readDocumentFile(deps, {
        tenantId: request.tenant.id,
        encId: request.params.id,
        documentId: request.params.documentId,
      }),
    ),
  );

  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    route(
      scope,
      api.uploadOfferDocumentFile,
      async (request) => receiveOfferDocumentFile(deps, request),
      { bodyLimit: OFFER_DOCUMENT_BODY_LIMIT },
    );
  });

  route(app, api.extendOffer, async (request, _reply, { admin }) => {
    const tenant = { id: request.tenant.id, name: request.tenant.name };
    const offer = await extendOffer(deps, {
      tenant,
      actorName: actorName(admin),
      offer: request.body,
    });
    return withTrail(deps, offer);
  });

  route(app, api.getAdminOffer, async (request) =>
    withTrail(deps, await findOffer(deps.db, { tenantId: request.tenant.id }, request.params.id)),
  );

  route(app, api.cancelOffer, async (request, _reply, { admin }) => {
    const action = adminAction(request.tenant.id, admin, request.params.id);
    return withTrail(deps, await cancelOffer(deps, action));
  });

  route(app, api.setOfferExpiry, async (request, _reply, { admin }) => {
    const action = adminAction(request.tenant.id, admin, request.params.id);
    return withTrail(
      deps,
      await setOfferExpiry(deps, { ...action, expiresAt: request.body.expires_at }),
    );
  });

  route(app, api.reviseOfferDocument, async (request, _reply, { admin }) => {
    const action = adminAction(request.tenant.id, admin, request.params.id);
    const { documentId } = request.params;
    return withTrail(
      deps,
      await reviseDocument(deps, { ...action, documentId, input: request.body }),
    );
  });
};
