import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps the allowed markup as it is', () => {
    const html =
      '<h2>About</h2><p>We <strong>build</strong> <em>robots</em>.<br></p><h3>You</h3>' +
      '<ul><li><b>Go</b></li><li><i>SQL</i></li></ul><ol><li>One</li></ol><h4>Pay</h4>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, event handlers and unknown tags but keeps their text', () => {
    const html =
      '<p onclick="steal()">Hi <span style="color:red">there</span></p>' +
      '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><h1>Big</h1>' +
      '<iframe src="https://evil.example"></iframe><div class="x">Text</div>';
    expect(sanitizeDescription(html)).toBe('<p>Hi there</p>BigText');
  });

  it('keeps web and mail links, adding rel="noopener noreferrer"', () => {
    expect(
      sanitizeDescription(
        '<a href="https://acme.example/jobs" target="_blank" rel="opener">Jobs</a> ' +
          '<a href="mailto:jobs@acme.example">Mail</a>',
      ),
    ).toBe(
      '<a href="https://acme.example/jobs" rel="noopener noreferrer">Jobs</a> ' +
        '<a href="mailto:jobs@acme.example" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('turns links with other schemes or relative addresses into plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relative',
      '//evil.example/x',
    ]) {
      expect(sanitizeDescription(`<p><a href="${href}">Click</a></p>`)).toBe('<p>Click</p>');
    }
    expect(sanitizeDescription('<a>No href</a>')).toBe('No href');
    // the markup after a dropped link stays balanced
    expect(sanitizeDescription('<a href="javascript:x">bad</a><img src=x><p>More</p>')).toBe(
      'bad<p>More</p>',
    );
  });
});
