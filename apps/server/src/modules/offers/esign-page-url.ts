import type { AppConfig } from '../../config.ts';

/**
 * The hosted page of one document: on PUBLIC_ESIGN_URL's origin when set, else on the site itself
 * (a path, so it is same-origin whatever host name the site is reached by). The token is the
 * capability; wid names the document.
 */
export const esignPageUrl = (
  config: Pick<AppConfig, 'esignOrigin'>,
  token: string,
  documentId: number,
) => `${config.esignOrigin ?? ''}/esign/${token}?wid=${documentId}&hosted=1`;
