/**
 * Tenant and employer HTML as the server sanitised it for the page it rendered (footer, banners,
 * a job's description), by the HTML it was given. Hydration shows it as it is: the browser needs
 * no DOMPurify for what the server already cleaned. Any other HTML goes through DOMPurify.
 */
let cleaned = new Map<string, string>();

/** Kept once, from the server's page state (main.tsx). */
export const keepServerCleanHtml = (record: Readonly<Record<string, string>>): void => {
  cleaned = new Map(Object.entries(record));
};

/** The server's clean copy of `html`, if the server rendered it on this page. */
export const serverCleanHtml = (html: string): string | undefined => cleaned.get(html);
