/** The parts a page's title is made of (as lib/page-title's TitleParts). */
type TitleParts = {
  query?: string | undefined;
  location?: string | undefined;
  position?: string | undefined;
};

/**
 * What the server knows while it renders a public page (entry-server.tsx): the address, and the
 * title the page arrives at. Renders run one at a time, so one module-level value is enough; in
 * the browser it is always undefined.
 */
export type ServerRender = {
  url: URL;
  /** The server's sanitizer of tenant-authored HTML (DOMPurify needs a DOM). */
  sanitizeHtml?: (html: string) => string;
  /** Set by the page frame: turns the page's title parts into the document title. */
  titleOf?: (parts: TitleParts) => string;
  /** Set by the page (search, position) as it renders. */
  titleParts: TitleParts;
};

let current: ServerRender | undefined;

export const serverRender = (): ServerRender | undefined => current;

export const setServerRender = (value: ServerRender | undefined): void => {
  current = value;
};

/** The page's address: the window's in the browser, the request's on the server. */
export const pageHref = (): string => current?.url.href ?? window.location.href;
