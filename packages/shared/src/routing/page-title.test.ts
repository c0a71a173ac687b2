import { describe, expect, it } from 'vitest';
import { buildPageTitle, type PageTitleInput } from './page-title.ts';

// the English templates of the web app's shell catalogue (title.*)
const templates: Record<string, string> = {
  search: '%(query)s at %(location)s',
  position: '%(position)s | %(company)s',
  careers: 'Careers at %(company)s',
};
const t = (key: string, values: Record<string, string>) =>
  (templates[key.replace('title.', '')] ?? key).replace(
    /%\((\w+)\)s/g,
    (_, name: string) => values[name] ?? '',
  );

const base: PageTitleInput = { pageId: 'jobs', companyName: 'Northwind', seoTitles: {} };

describe('buildPageTitle', () => {
  it("uses the page's SEO title first, and the tenant's default SEO title only as the last resort", () => {
    const seoTitles = { jobs: 'Jobs at Northwind Traders', default: 'Northwind careers' };
    expect(buildPageTitle({ ...base, seoTitles, query: 'nurse', location: 'Leeds' }, t)).toBe(
      'Jobs at Northwind Traders',
    );
    expect(buildPageTitle({ ...base, pageId: 'profile', seoTitles }, t)).toBe('Northwind careers');
    const defaultOnly = { default: 'Northwind careers' };
    expect(
      buildPageTitle(
        { ...base, pageId: 'singlePosition', seoTitles: defaultOnly, position: 'Ward Nurse' },
        t,
      ),
    ).toBe('Ward Nurse | Northwind');
    expect(
      buildPageTitle({ ...base, seoTitles: defaultOnly, query: 'nurse', location: 'Leeds' }, t),
    ).toBe('nurse at Leeds');
  });

  it("says '{query} at {location}' when the search has both", () => {
    expect(buildPageTitle({ ...base, query: 'nurse ', location: 'Leeds' }, t)).toBe(
      'nurse at Leeds',
    );
  });

  it("says '{position} | {company}' for an open position when there is no full search", () => {
    expect(buildPageTitle({ ...base, query: 'nurse', position: 'Ward Nurse' }, t)).toBe(
      'Ward Nurse | Northwind',
    );
  });

  it("falls back to 'Careers at {company}', ignoring blank parts", () => {
    expect(buildPageTitle({ ...base, query: ' ', location: 'Leeds', position: '' }, t)).toBe(
      'Careers at Northwind',
    );
  });
});
