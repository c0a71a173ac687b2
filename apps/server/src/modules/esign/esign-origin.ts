import type { AppDeps } from '../../app-deps.ts';

/** PUBLIC_ESIGN_URL's origin when the hosted page lives on a signing host of its own. */
export const configuredEsignOrigin = (): string | undefined => {
  const configured = process.env.PUBLIC_ESIGN_URL?.trim();
  if (!configured) return undefined;
  try {
    return new URL(configured).origin;
  } catch {
    return undefined;
  }
};

/** The site's own origin (PUBLIC_URL), allowed to embed the hosted page. */
export const siteOrigin = (deps: Pick<AppDeps, 'config'>) => new URL(deps.config.publicUrl).origin;

/**
 * The hosted page of one document: on PUBLIC_ESIGN_URL when set, else on the site itself (a
 * path, so it is same-origin whatever host name the site is reached by). The token is the
 * capability; wid names the document.
 */
export const esignPageUrl = (_deps: Pick<AppDeps, 'config'>, token: string, documentId: number) =>
  `${configuredEsignOrigin() ?? ''}/esign/${token}?wid=${documentId}&hosted=1`;
