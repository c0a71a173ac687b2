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
};

/**
 * The hosted e-signature page: the document, a typed or drawn signature, Sign and Decline. No
 * inline script or handler (CSP script-src 'self'): esign.js reads the data attributes.
 */
export const renderEsignPage = (input: EsignPageInput) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign ${escapeHtml(input.documentName)}</title>
<link rel="stylesheet" href="/esign/assets/esign.css">
</head>
<body>
<main id="esign" data-token="${escapeHtml(input.token)}" data-document-id="${input.documentId}"
  data-tenant-query="${escapeHtml(input.tenantQuery)}" data-csrf-token="${escapeHtml(input.csrfToken)}"
  data-parent-origins="${escapeHtml(input.parentOrigins.join(' '))}" data-signed="${input.signed ? '1' : '0'}">
  <h1>Sign “${escapeHtml(input.documentName)}”</h1>
  <iframe class="document" title="${escapeHtml(input.documentName)}" src="/esign/${escapeHtml(input.token)}/document.pdf${escapeHtml(input.tenantQuery)}"></iframe>
  <p><a href="/esign/${escapeHtml(input.token)}/document.pdf${escapeHtml(input.tenantQuery)}" target="_blank" rel="noopener">Open the document in a new tab</a></p>
  <form id="esign-form" novalidate>
    <fieldset>
      <legend>Your signature</legend>
      <label><input type="radio" name="mode" value="type" checked> Type</label>
      <label><input type="radio" name="mode" value="draw"> Draw</label>
    </fieldset>
    <label for="full-name">Full name</label>
    <input id="full-name" name="full_name" autocomplete="name" required maxlength="200" value="${escapeHtml(input.fullName)}" aria-describedby="esign-error">
    <div id="draw-area" hidden>
      <canvas id="pad" width="480" height="140" role="img" aria-label="Signature drawing area"></canvas>
      <button type="button" id="clear-pad">Clear</button>
    </div>
    <p id="esign-error" class="error" role="alert"></p>
    <p id="esign-status" role="status"></p>
    <div class="actions">
      <button type="button" id="decline" class="secondary">Decline</button>
      <button type="submit" id="sign">Sign document</button>
    </div>
  </form>
</main>
<script src="/esign/assets/esign.js"></script>
</body>
</html>
`;
