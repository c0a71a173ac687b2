import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { devOffersRoutes } from './dev-offers.routes.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

/**
 * The development tools: a fresh offer and an employer API token for the signed-in candidate,
 * and the outbox pages when mail is kept rather than sent (no SMTP_URL). The app registers them
 * outside production only.
 */
export const registerDevRoutes = (app: FastifyInstance, deps: AppDeps) => {
  devOffersRoutes(app, deps);
  if (deps.mailer.kind === 'outbox') devOutboxRoutes(app, deps);
};
