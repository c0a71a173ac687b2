import { escapeMarkup } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { forbidden } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { devEndpoints } from './dev-endpoints.ts';

/**
 * A request from this machine: a loopback peer that no proxy forwarded. The socket's address,
 * not `request.ip`, which trusts X-Forwarded-For when TRUST_PROXY is on; and a forwarded request
 * came from elsewhere even when the proxy beside us connects over loopback.
 */
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
const isFromThisMachine = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * The development outbox: mail that would have been sent, with no tenant or session work. It
 * holds every sign-in code, and the development server listens on every interface, so it answers
 * only requests from this machine unless DEV_OUTBOX_PUBLIC=true.
 */
export const devOutboxRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const onlyThisMachine = async (request: FastifyRequest) => {
    if (deps.config.isDevOutboxPublic || isFromThisMachine(request)) return;
    throw forbidden(
      'The development outbox answers only this machine. Set DEV_OUTBOX_PUBLIC=true to share it.',
    );
  };
  const recentMail = async () => {
    const rows = await deps.db
      .selectFrom('outbox_mail')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return rows.map((row) => ({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      createdAt: row.created_at.toISOString(),
    }));
  };

  route(
    app,
    devEndpoints.devOutboxMail,
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return recentMail();
    },
    { config: { isBare: true }, preHandler: onlyThisMachine },
  );

  route(
    app,
    devEndpoints.devOutboxPage,
    async (_request, reply) => {
      const mail = await recentMail();
      const items = mail
        .map(
          (message) => `<article><h2>${escapeMarkup(message.subject)}</h2>
<p class="meta">To ${escapeMarkup(message.to)} · ${escapeMarkup(message.createdAt)}</p>
<pre>${escapeMarkup(message.text)}</pre></article>`,
        )
        .join('\n');
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4b5563}
pre{white-space:pre-wrap;font:inherit}</style></head><body><main><h1>Development outbox</h1>
<p>Mail the server would have sent (newest first). Set SMTP_URL to send real mail.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
    },
    { config: { isBare: true }, preHandler: onlyThisMachine },
  );
};
