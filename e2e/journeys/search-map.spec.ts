import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';

test('search from the map and search this area', async ({ page }, testInfo) => {
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/tab=map/);
  const map = page.getByRole('region', { name: 'Map of jobs' });
  await expect(map).toBeVisible();
  const clusters = map.getByRole('button', {
    name: /Jobs? at latitude -?[\d.]+ and longitude -?[\d.]+, click button to expand/,
  });
  /** The titles of the clusters shown now, in one string (empty while Leaflet animates a zoom). */
  const clusterTitles = () =>
    clusters.evaluateAll((items) =>
      items.map((item) => item.getAttribute('title') ?? '').join('|'),
    );
  await expect(clusters.first()).toBeVisible();
  await expect(page.getByText(/^\d+ jobs on the map$/)).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'search-map');

  // Moving the map offers 'Search this area', which searches within the map's bounds.
  await map.getByRole('button', { name: 'Zoom in' }).click();
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeVisible();
  await searchArea.click();
  await expect(page).toHaveURL(/location=Map\+Area|location=Map%20Area/);
  await expect(page).toHaveURL(/bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  await expect(
    page.getByRole('heading', { name: /^Showing 1–\d+ of \d+ jobs?$|^\d+ job$/ }),
  ).toBeVisible();

  // A cluster expands until it is one place; a place searches its jobs.
  for (let step = 0; step < 10 && !/Map(\+|%20)Location/.test(page.url()); step += 1) {
    const before = await clusterTitles();
    await clusters.first().click();
    // the click has taken effect: a zoom shows other clusters, a single place searches its jobs
    await expect
      .poll(
        async () => /Map(\+|%20)Location/.test(page.url()) || (await clusterTitles()) !== before,
      )
      .toBe(true);
    await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/location=Map(\+|%20)Location/);
  await expect(page).toHaveURL(/filter_distance=0/);
  await expect(page.getByRole('heading', { name: /jobs?$/ }).first()).toBeVisible();
});
