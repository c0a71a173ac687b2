import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServerCleanHtml } from '@/lib/ssr/server-clean-html.ts';
import { SanitizedHtml } from './sanitized-html.tsx';

const DIRTY = '<p>Hello <img src="x" onerror="alert(1)"><script>alert(2)</script></p>';

afterEach(() => keepServerCleanHtml({}));

describe('SanitizedHtml', () => {
  it("shows the server's clean copy of HTML it rendered at once, without DOMPurify", () => {
    keepServerCleanHtml({ [DIRTY]: '<p>Hello, from the server</p>' });
    const { container } = render(<SanitizedHtml html={DIRTY} className="banner" lang="de" />);
    // in the first render: nothing to load
    expect(container.querySelector('div.banner[lang="de"]')?.innerHTML).toBe(
      '<p>Hello, from the server</p>',
    );
  });

  it('sends any other HTML through DOMPurify', async () => {
    keepServerCleanHtml({ '<p>another</p>': '<p>another</p>' });
    const { container } = render(<SanitizedHtml html={DIRTY} />);
    expect(container.innerHTML).toBe('');
    expect(await screen.findByText(/Hello/)).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
