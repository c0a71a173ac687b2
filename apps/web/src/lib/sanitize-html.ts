import DOMPurify from 'dompurify';

/**
 * Tenant-authored HTML (footer, banners, terms-of-service disclaimer) goes through here before it
 * reaches the page. Scripts, event handlers and javascript: URLs go; every link gets
 * rel="noopener noreferrer" so a linked page can neither script this one nor see where the
 * candidate came from.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' || node.tagName === 'AREA') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export const sanitizeHtml = (html: string): string =>
  purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
