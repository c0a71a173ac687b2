import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';

test('the search boxes work by keyboard alone', async ({ page }) => {
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await expect(page.getByRole('heading', { name: /^Showing 1–10 of \d+ jobs$/ })).toBeVisible();
  await waitForSettledPage(page);

  const query = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await expect(query).toHaveAttribute('placeholder', 'Search');
  await query.focus();
  await page.keyboard.type('engin');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Showing \d+ options?/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = list.getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  const chosen = (await active.locator('span').first().textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(query).toHaveValue(chosen);
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(
    new RegExp(`query=${encodeURIComponent(chosen).replace(/%20/g, '(\\+|%20)')}`),
  );

  // Tab takes the location box's active option and moves on.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location).toBeFocused();
  await page.keyboard.type('rem');
  const places = page.getByRole('listbox', { name: 'Search results' });
  await expect(places.getByRole('option', { name: /^Remote/ })).toBeVisible();
  // 'Current location' comes first, then the places.
  await expect(places.getByRole('option').first()).toHaveText(/Current location/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(places.getByRole('option', { selected: true })).toHaveText(/^Remote/);
  await page.keyboard.press('Tab');
  await expect(location).toHaveValue(/remote/i);
  await expect(page).toHaveURL(/location=remote/i);

  // Escape closes the list, then clears the box.
  await location.focus();
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
  await expect(location).toHaveValue('Remote');
  await page.keyboard.press('Escape');
  await expect(location).toHaveValue('');
});
