import sanitizeHtml from 'sanitize-html';

const LINK_SCHEME = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return {
        tagName,
        attribs: LINK_SCHEME.test(href) ? { href, rel: 'noopener noreferrer' } : {},
      };
    },
  },
  // A link to anywhere but the web or an address (javascript:, data:, relative) keeps its text
  // and loses the link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The description HTML an employer sends, kept to the markup a job page shows: paragraphs,
 * headings h2-h4, lists, emphasis and web or mail links (opened without referrer or opener).
 * Everything else goes; the text of a dropped tag stays, scripts and styles go whole.
 */
export const sanitizeDescription = (html: string) => sanitizeHtml(html, OPTIONS).trim();
