import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { serverRender } from '@/lib/ssr/index.ts';

/**
 * Tenant-authored HTML (footer, banners, terms-of-service disclaimer) goes through here before it
 * reaches the page. Scripts, event handlers and javascript: URLs go; every link gets
 * rel="noopener noreferrer" so a linked page can neither script this one nor see where the
 * candidate came from.
 */
let purifier: Purifier | undefined;

const browserPurifier = () => {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
};

/** On the server (no DOM) the server's own sanitizer does it, or nothing is let through. */
export const sanitizeHtml = (html: string): string => {
  const server = serverRender();
  if (server) return server.sanitizeHtml?.(html) ?? '';
  return browserPurifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
};
