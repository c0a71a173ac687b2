import type { AppDeps } from '../../core/app-deps.ts';

/** The site's own origin (PUBLIC_URL), allowed to embed the hosted page. */
export const siteOrigin = (deps: Pick<AppDeps, 'config'>) => new URL(deps.config.publicUrl).origin;
