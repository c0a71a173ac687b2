import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';
import { setServerRender } from './ssr/server-render.ts';

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(parse(html).querySelector('p')?.textContent).toBe('Hi');
  });

  it('gives every link rel="noopener noreferrer", replacing what the author wrote', () => {
    const fragment = parse(
      sanitizeHtml(
        '<a href="https://example.com" target="_blank">One</a><a href="/careers" rel="opener">Two</a>',
      ),
    );
    const links = [...fragment.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('href')).toBe('/careers');
  });

  it('keeps ordinary formatting but drops inline styles and forms', () => {
    const html = sanitizeHtml(
      '<p style="color:red"><strong>Bold</strong> <em>it</em></p><style>p{}</style><form><input></form>',
    );
    const fragment = parse(html);
    expect(fragment.querySelector('strong')?.textContent).toBe('Bold');
    expect(fragment.querySelector('em')).not.toBeNull();
    expect(fragment.querySelector('[style], style, form')).toBeNull();
  });

  it("uses the server's sanitizer during a server render, and lets nothing through without one", () => {
    const url = new URL('http://localhost/careers');
    try {
      setServerRender({ url, titleParts: {}, sanitizeHtml: (html) => `[${html.length}]` });
      expect(sanitizeHtml('<p>Hi</p>')).toBe('[9]');
      setServerRender({ url, titleParts: {} });
      expect(sanitizeHtml('<p>Hi</p>')).toBe('');
    } finally {
      setServerRender(undefined);
    }
    expect(sanitizeHtml('<p>Hi</p>')).toBe('<p>Hi</p>');
  });
});
