import type { AppConfig } from '../../config.ts';

/**
 * The hosted page of one document: on PUBLIC_ESIGN_URL's origin when set, else on the site itself
 * (a path, so it is same-origin whatever host name the site is reached by). The link token names
 * the document and when the link stops working; signing needs the candidate's session as well.
 * wid names the document.
 */
export const esignPageUrl = (
  config: Pick<AppConfig, 'esignOrigin'>,
  linkToken: string,
  documentId: number,
) => `${config.esignOrigin ?? ''}/esign/${linkToken}?wid=${documentId}&hosted=1`;
