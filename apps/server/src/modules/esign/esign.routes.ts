import { documentSignatureSchema } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { offerActorOf, signDocument } from '../offers/index.ts';
import { siteOrigin } from './esign-origin.ts';
import { findEsignDocument } from './find-esign-document.ts';

const tokenParams = z.object({ token: z.string().min(20).max(160) });

const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The link token; a malformed one is as unknown as a wrong one. */
const tokenOf = (request: FastifyRequest) => {
  const params = tokenParams.safeParse(request.params);
  if (!params.success) throw notFound('This signing link is not valid.');
  return params.data.token;
};

/** The page's own `domain` parameter, kept on the addresses it calls (one site serves many tenants). */
const tenantQueryOf = (request: FastifyRequest) => {
  const domain = (request.query as Record<string, unknown> | undefined)?.domain;
  return typeof domain === 'string' && domain ? `?domain=${encodeURIComponent(domain)}` : '';
};

/**
 * These routes are declared public and need the session all the same: findEsignDocument judges
 * the link's tenant first (404 on another tenant's address, signed in or not), then the session.
 */
const callerOf = (request: FastifyRequest) => request.caller as { candidate: Candidate | null };

/** The signed-in candidate's document behind the link, and that candidate. */
const documentFor = (deps: AppDeps, request: FastifyRequest) => {
  return findEsignDocument(deps, {
    linkToken: tokenOf(request),
    tenantId: request.tenant.id,
    candidate: callerOf(request).candidate,
  });
};

/**
 * The hosted page may be framed by the site only (its PUBLIC_URL, or the same origin): it
 * replaces the default frame-ancestors 'none' of the security headers.
 */
const allowFramingBySite = (deps: AppDeps, request: FastifyRequest, reply: FastifyReply) => {
  const ancestors = [...new Set(["'self'", siteOrigin(deps), requestOrigin(request)])];
  reply.removeHeader('X-Frame-Options');
  reply.header(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${ancestors.join(' ')}`,
    ].join('; '),
  );
};

/**
 * The e-signature link (GET /esign/{link}?wid=&hosted=1), its PDF and its signing call, outside
 * the API's endpoint definitions (hidden from OpenAPI). The link opens the document's page on the
 * site, where the candidate reads and signs it; the link alone is not enough: it, the PDF and the
 * signature need the candidate's own session on the offer's tenant (the signing call carries the
 * session's CSRF token). The link stops working after a fixed time (esign-link.ts) and as soon as
 * the offer is no longer open. Why the session and not a signing grant: the session the rest of
 * the site trusts is already there; a grant would be one more bearer secret to issue, store,
 * expire and keep out of logs, for no caller that lacks the session.
 */
export const esignRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const framed = {
    config: { access: 'public' },
    schema: { hide: true },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      allowFramingBySite(deps, request, reply);
    },
  } as const;

  // The link opens the document's own page on the site: the pdf.js viewer with Sign and Decline
  // in a bar that stays on screen. A page of ours here framed the browser's own PDF viewer,
  // which phone browsers often do not draw, and scrolled its buttons away inside the frame.
  app.get(
    '/esign/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { row } = await documentFor(deps, request);
      const path = `/careers/offer/${encodeURIComponent(row.enc_id)}/offer-document/${row.document_id}${tenantQueryOf(request)}`;
      const location = deps.config.esignOrigin ? new URL(path, siteOrigin(deps)).href : path;
      return reply.header('Cache-Control', 'private, no-store').redirect(location, 303);
    },
  );

  app.get('/esign/:token/document.pdf', framed, async (request, reply) => {
    const { row } = await documentFor(deps, request);
    const fileId = row.document_status === 'Signed' ? row.signed_file_id : row.file_id;
    const file = fileId ? await deps.files.read(row.tenant_id, fileId) : null;
    if (!file) throw notFound('This document has no file yet.');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.content));
  });

  app.post(
    '/esign/:token/sign',
    { config: { access: 'public' }, schema: { hide: true }, bodyLimit: 512 * 1024 },
    async (request) => {
      const { row, candidate } = await documentFor(deps, request);
      const body = documentSignatureSchema.safeParse(request.body);
      if (!body.success)
        throw badRequest(body.error.issues[0]?.message ?? 'Please sign the document.');
      const actor = offerActorOf(request, candidate);
      await signDocument(deps, {
        actor,
        scope: { tenantId: row.tenant_id, candidateId: row.candidate_id },
        encId: row.enc_id,
        documentId: row.document_id,
        input: { kind: 'signature', signature: body.data },
      });
      return { data: { signed: true, documentId: row.document_id } };
    },
  );
};
