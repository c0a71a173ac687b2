import { textDirection, type Language } from '@careers/shared';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/** HTML escaping for the hosted page's few dynamic values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type EsignPageInput = {
  token: string;
  /** `?domain=…` when the page was opened with one, else empty: the page's calls keep it. */
  tenantQuery: string;
  /** The session's CSRF token, which the signing call sends back. */
  csrfToken: string;
  documentId: number;
  documentName: string;
  fullName: string;
  parentOrigins: string[];
  signed: boolean;
  /** The reader's language (`hl`, cookie, saved, browser, tenant's): the page's words and `lang`. */
  language: Language;
};

/** The words esign.js shows as the signing goes, handed over in a data attribute. */
const SCRIPT_MESSAGES = [
  'declined',
  'nameRequired',
  'drawingRequired',
  'signing',
  'failed',
  'signed',
  'alreadySigned',
] as const;

/**
 * The hosted e-signature page: the document, a typed or drawn signature, Sign and Decline. No
 * inline script or handler (CSP script-src 'self'): esign.js reads the data attributes.
 */
export const renderEsignPage = (input: EsignPageInput) => {
  const t = translatorFor(input.language);
  const say = (key: string, values: Record<string, string> = {}) =>
    escapeHtml(t(`esignPage.${key}`, values));
  const messages = Object.fromEntries(SCRIPT_MESSAGES.map((key) => [key, t(`esignPage.${key}`)]));
  const document = { document: input.documentName };
  // the name as its own run of text (<bdi>), so a Latin name reads right in a right-to-left line;
  // the catalogue's words are ours, the name is escaped by i18next's escape hook
  const heading = t('esignPage.heading', {
    ...document,
    interpolation: {
      escapeValue: true,
      escape: (value: string) => `<bdi>${escapeHtml(value)}</bdi>`,
    },
  });
  return `<!doctype html>
<html lang="${input.language}" dir="${textDirection(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say('title', document)}</title>
<link rel="stylesheet" href="/esign/assets/esign.css">
</head>
<body>
<main id="esign" data-token="${escapeHtml(input.token)}" data-document-id="${input.documentId}"
  data-tenant-query="${escapeHtml(input.tenantQuery)}" data-csrf-token="${escapeHtml(input.csrfToken)}"
  data-parent-origins="${escapeHtml(input.parentOrigins.join(' '))}" data-signed="${input.signed ? '1' : '0'}"
  data-messages="${escapeHtml(JSON.stringify(messages))}">
  <h1>${heading}</h1>
  <iframe class="document" title="${escapeHtml(input.documentName)}" src="/esign/${escapeHtml(input.token)}/document.pdf${escapeHtml(input.tenantQuery)}"></iframe>
  <p><a href="/esign/${escapeHtml(input.token)}/document.pdf${escapeHtml(input.tenantQuery)}" target="_blank" rel="noopener">${say('openInTab')}</a></p>
  <form id="esign-form" novalidate>
    <fieldset>
      <legend>${say('signature')}</legend>
      <label><input type="radio" name="mode" value="type" checked> ${say('type')}</label>
      <label><input type="radio" name="mode" value="draw"> ${say('draw')}</label>
    </fieldset>
    <label for="full-name">${say('fullName')}</label>
    <input id="full-name" name="full_name" autocomplete="name" required maxlength="200" value="${escapeHtml(input.fullName)}" aria-describedby="esign-error">
    <div id="draw-area" hidden>
      <canvas id="pad" width="480" height="140" role="img" aria-label="${say('drawingArea')}"></canvas>
      <button type="button" id="clear-pad">${say('clear')}</button>
    </div>
    <p id="esign-error" class="error" role="alert"></p>
    <p id="esign-status" role="status"></p>
    <div class="actions">
      <button type="button" id="decline" class="secondary">${say('decline')}</button>
      <button type="submit" id="sign">${say('sign')}</button>
    </div>
  </form>
</main>
<script src="/esign/assets/esign.js"></script>
</body>
</html>
`;
};
