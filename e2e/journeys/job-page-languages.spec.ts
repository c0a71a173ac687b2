import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// A posting in several languages (issue 16): the demo's customer service posting is written in
// English and translated into Arabic, German and Japanese. Its page reads in the reader's
// language with the text marked as such, names every version for search engines, and falls
// back to English for a language it is not written in.

type Details = { position: { id: number; languages: string[] } };

const translatedPosting = async (request: APIRequestContext) => {
  const search = await request.get('/api/pcsx/search?query=Customer%20Service%20Representative');
  const { positions } = ((await search.json()) as { data: { positions: { id: number }[] } }).data;
  for (const { id } of positions) {
    const details = await request.get(`/api/pcsx/position_details?position_id=${String(id)}`);
    const { position } = ((await details.json()) as { data: Details }).data;
    if (position.languages.includes('de')) return position.id;
  }
  throw new Error('the demo has no translated customer service posting');
};

test('a job page reads in German and Arabic, and in English where it has no translation', async ({
  page,
  request,
}) => {
  const id = await translatedPosting(request);
  const path = `/careers/job/${String(id)}`;

  await page.goto(`${path}?hl=de`);
  const german = page.getByRole('heading', { level: 1, name: 'Kundenservicemitarbeiter (m/w/d)' });
  await expect(german).toBeVisible();
  await expect(german).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Kundenservicemitarbeiter (m/w/d) | Northwind Traders');
  await expect(page.getByRole('region', { name: 'Über die Stelle' })).toContainText(
    'Sie sind die erste Stimme',
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(alternates).toEqual(['en', 'ar', 'de', 'ja', 'x-default']);
  const posting = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { title?: string };
  expect(posting.title).toBe('Kundenservicemitarbeiter (m/w/d)');

  await page.goto(`${path}?hl=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('heading', { level: 1, name: 'ممثل خدمة العملاء' });
  await expect(arabic).toHaveAttribute('lang', 'ar');
  // the text runs the page's way: no direction of its own
  await expect(arabic).not.toHaveAttribute('dir', /./);

  await page.goto(`${path}?hl=fr`);
  const english = page.getByRole('heading', {
    level: 1,
    name: 'Customer Service Representative',
  });
  await expect(english).toHaveAttribute('lang', 'en');
});
