import { documentSignatureSchema } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { fullNameOf, signDocument } from '../offers/index.ts';
import { ESIGN_SCRIPT, ESIGN_STYLES } from './esign-assets.ts';
import { siteOrigin } from './esign-origin.ts';
import { renderEsignPage } from './esign-page.ts';
import { findEsignDocument } from './find-esign-document.ts';

const tokenParams = z.object({ token: z.string().min(20).max(64) });

const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The token of a signing link; a malformed one is as unknown as a wrong one. */
const tokenOf = (request: FastifyRequest) => {
  const params = tokenParams.safeParse(request.params);
  if (!params.success) throw notFound('This signing link is not valid.');
  return params.data.token;
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
 * The hosted e-signature page (GET /esign/{token}?wid=&hosted=1), its PDF, its assets and the
 * signing call. The token is the capability (unguessable, one per document), so these routes
 * need no cookie or CSRF token and work on a separate signing origin (PUBLIC_ESIGN_URL): they are
 * bare (no tenant, session or CSRF work) and public, outside the API's endpoint definitions.
 */
export const esignRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const bare = { isBare: true, skipCsrf: true, access: 'public' } as const;
  const framed = {
    config: bare,
    schema: { hide: true },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      allowFramingBySite(deps, request, reply);
    },
  };

  app.get('/esign/assets/esign.js', { config: bare, schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(ESIGN_SCRIPT),
  );
  app.get(
    '/esign/assets/esign.css',
    { config: bare, schema: { hide: true } },
    async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(ESIGN_STYLES),
  );

  app.get('/esign/:token', framed, async (request, reply) => {
    const token = tokenOf(request);
    const row = await findEsignDocument(deps, token);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(
        renderEsignPage({
          token,
          documentId: row.document_id,
          documentName: row.document_name,
          fullName: fullNameOf(row),
          parentOrigins: [...new Set([siteOrigin(deps), requestOrigin(request)])],
          signed: row.document_status === 'Signed' || row.signature_captured_at !== null,
        }),
      );
  });

  app.get('/esign/:token/document.pdf', framed, async (request, reply) => {
    const row = await findEsignDocument(deps, tokenOf(request));
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
    { config: bare, schema: { hide: true }, bodyLimit: 512 * 1024 },
    async (request) => {
      const token = tokenOf(request);
      const body = documentSignatureSchema.safeParse(request.body);
      if (!body.success)
        throw badRequest(body.error.issues[0]?.message ?? 'Please sign the document.');
      const row = await findEsignDocument(deps, token);
      const actor = {
        tenantId: row.tenant_id,
        candidate: {
          id: row.candidate_id,
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
        },
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      };
      await signDocument(
        deps,
        actor,
        { tenantId: row.tenant_id, candidateId: row.candidate_id },
        row.enc_id,
        row.document_id,
        { kind: 'signature', signature: body.data },
      );
      return { data: { signed: true, documentId: row.document_id } };
    },
  );
};
