import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectPageId } from '../support/shell.ts';

const MARKER_TITLE = /Jobs? at latitude -?[\d.]+ and longitude -?[\d.]+, click button to expand/;

/**
 * Presses Tab until a map marker (this one, if given) has the focus; its title. The page has
 * about 80 stops, so this goes round it about three times.
 */
const tabToMarker = async (page: Page, wanted?: string) => {
  for (let step = 0; step < 240; step += 1) {
    await page.keyboard.press('Tab');
    const title = await focusedTitle(page);
    if (wanted ? title === wanted : MARKER_TITLE.test(title)) return title;
  }
  throw new Error('Tab never reached a marker of the map');
};

const focusedTitle = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('title') ?? '');

/** The titles of the markers shown now, in one string (empty while Leaflet animates a zoom). */
const markerTitles = (markers: Locator) =>
  markers.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? '').join('|'));

/**
 * Waits until the map shows markers and they stay the same for a moment: on a busy machine
 * Leaflet can start a zoom's animation after the press seemed to have taken effect, and take the
 * markers away while Tab passes over the map.
 */
const waitForMarkersToSettle = async (markers: Locator) => {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await markerTitles(markers);
        const isSettled = now !== '' && now === last;
        last = now;
        return isSettled;
      },
      { intervals: [300] },
    )
    .toBe(true);
};

const countOf = (title: string) => Number(/^(\d+)/.exec(title)?.[1] ?? 0);

test('the map by keyboard alone: Tab to a cluster, Enter zooms, Enter on a pin lists its jobs', async ({
  page,
}) => {
  await page.goto('/careers?tab=map');
  await expectPageId(page, 'jobs');
  const map = page.getByRole('region', { name: 'Map of jobs' });
  const markers = map.getByRole('button', { name: MARKER_TITLE });
  await expect(markers.first()).toBeVisible();
  await expect(page.getByText(/^\d+ jobs on the map$/)).toBeVisible();

  // The biggest cluster of the world view: Enter zooms to its pins (the map moved, so 'Search
  // this area' is offered).
  const titles = await markers.evaluateAll((items) =>
    items.map((item) => item.getAttribute('title') ?? ''),
  );
  const biggest = titles.reduce((best, title) => (countOf(title) > countOf(best) ? title : best));
  await tabToMarker(page, biggest);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  // the cluster is drawn again as its pins: the focus is on the one nearest to it, not on <body>
  await waitForMarkersToSettle(markers);
  await expect.poll(() => focusedTitle(page)).toMatch(MARKER_TITLE);

  // Enter on markers until one is a single place: its jobs are listed, the other pins stay.
  for (let step = 0; step < 12 && !/Map(\+|%20)Location/.test(page.url()); step += 1) {
    // Leaflet takes its markers away while it animates a zoom: Tab would pass an empty map
    await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
    await waitForMarkersToSettle(markers);
    await page.locator('body').focus();
    await tabToMarker(page);
    const before = await markerTitles(markers);
    await page.keyboard.press(step % 2 ? ' ' : 'Enter');
    // the press has taken effect: a zoom shows other markers, a single place searches its jobs
    await expect
      .poll(
        async () =>
          /Map(\+|%20)Location/.test(page.url()) || (await markerTitles(markers)) !== before,
      )
      .toBe(true);
  }
  await expect(page).toHaveURL(/location=Map(\+|%20)Location/);
  await expect(page).toHaveURL(/filter_distance=0/);
  await expect(
    page.getByRole('heading', { name: /^Showing 1–\d+ of \d+ jobs?$|^\d+ jobs?$/ }),
  ).toBeVisible();
  await expect(map.locator('[aria-pressed="true"]')).toHaveCount(1);
  expect(await markers.count()).toBeGreaterThan(1);

  // 'Search this area' goes away when pressed: the focus stays on the map
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await searchArea.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/location=Map(\+|%20)Area/);
  await expect(map).toBeFocused();
});
