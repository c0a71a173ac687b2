import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['class', 'id', 'lang', 'dir', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

/**
 * Tenant-authored HTML (footer, banners, descriptions) in a page the server renders, cleaned as
 * the browser's DOMPurify does: no scripts, event handlers, styles, forms or javascript: links;
 * every link opens without opener or referrer.
 */
export const sanitizePageHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
