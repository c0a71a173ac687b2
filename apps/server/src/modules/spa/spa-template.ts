import { escapeMarkup } from '@careers/shared';
import fs from 'node:fs';
import path from 'node:path';

/** Used when the web app has not been built (server tests, or a checkout before `npm run build`). */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="%LANG%" dir="%DIR%">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="%CSRF_TOKEN%"><title>%TITLE%</title></head>
<body><main id="main"><h1>%TITLE%</h1><p>The web app is not built yet. Run <code>npm run build</code>.</p></main></body>
</html>`;

export type PageValues = {
  lang: string;
  dir: 'ltr' | 'rtl';
  csrfToken: string;
  title: string;
  /** The tenant's domain, the `domain` every PCSx API call names. */
  domain: string;
};

/**
 * The careers page's settings block as PCSx pages carry it, JSON with its quotes written &#34;
 * as Go's html/template writes them (PCSx pages are Go templates; a client may undo exactly that
 * form): public PCSx clients open /careers first and read the `domain` for their API calls.
 */
const pcsxDataBlock = (domain: string) =>
  `<code id="pcsx-data" style="display:none;" data-nosnippet>${JSON.stringify({ domain }).replace(
    /[&<>"']/g,
    (char) => `&#${String(char.charCodeAt(0))};`,
  )}</code>`;

/**
 * The built index.html with its placeholders filled per request. The file is re-read when it
 * changes on disk, so a rebuild is served without a restart.
 */
export const createSpaTemplate = (webDistDir: string) => {
  const indexPath = path.join(webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  const template = () => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexPath);
    } catch {
      return FALLBACK_TEMPLATE;
    }
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexPath, 'utf8') };
    }
    return cached.html;
  };

  return {
    isBuilt: () => fs.existsSync(indexPath),
    render: (values: PageValues) =>
      template()
        .replaceAll('%LANG%', escapeMarkup(values.lang))
        .replaceAll('%DIR%', values.dir)
        .replaceAll('%CSRF_TOKEN%', escapeMarkup(values.csrfToken))
        .replaceAll('%TITLE%', escapeMarkup(values.title))
        .replace(/<body[^>]*>/, (body) => `${body}${pcsxDataBlock(values.domain)}`),
  };
};
