import type { DehydratedState } from '@tanstack/react-query';

/** The element the server leaves the page's data in: JSON, not a script (the CSP allows none). */
const STATE_ELEMENT_ID = 'server-state';

/**
 * The page's data, the tenant HTML the server sanitised for it (by the HTML it was given), and the
 * catalogues' namespaces the server read (the page preloads them).
 */
export type ServerState = {
  queries: DehydratedState;
  cleanHtml: Record<string, string>;
  namespaces: string[];
};

/** JSON inside <script>: nothing in it may close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const serverStateScript = (state: ServerState): string =>
  `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;

/**
 * The data the server rendered the page with, once (the element goes); undefined when the page
 * was not rendered there.
 */
export const takeServerState = (): ServerState | undefined => {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
};
