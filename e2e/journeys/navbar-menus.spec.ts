import { expect, test } from '../support/fixtures.ts';
import { expectPageId, navbar } from '../support/shell.ts';

// The navbar's two menus load when the reader reaches for them (a stand-in button until then,
// which hands its focus over and opens the menu pressed while loading): the interface language
// list, and on a phone the tenant's links. Both by keyboard alone, at once after the page opens.

test('the language list in the navbar works by keyboard and reopens the page in that language', async ({
  page,
}) => {
  await page.goto('/careers?query=nurse');
  await expectPageId(page, 'jobs');
  const switcher = navbar(page).getByRole('button', { name: 'English Language' });
  await switcher.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox', { name: /^Language/ });
  await expect(list).toBeVisible();
  // each language is named in itself; the current one is chosen
  await expect(list.getByRole('option', { name: 'English', selected: true })).toBeFocused();
  await expect(list.getByRole('option', { name: 'Deutsch' }).locator('[lang="de"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(switcher).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.type('Deutsch');
  await expect(list.getByRole('option', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]hl=de(&|$)/);
  await expect(page).toHaveURL(/[?&]query=nurse(&|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectPageId(page, 'jobs');
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('button', { name: 'Deutsch Sprache' }),
  ).toBeVisible();
});

// the links are in the bar itself on wider screens
test(
  "on a phone, the tenant's links are a menu that opens by keyboard and follows a link",
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/careers?query=nurse');
    await expectPageId(page, 'jobs');
    const button = navbar(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Jobs', 'Life at Northwind']);
    await expect(menu.getByRole('menuitem', { name: 'Jobs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Jobs' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/query=nurse/);
    expect(new URL(page.url()).pathname).toBe('/careers');
    await expectPageId(page, 'jobs');
  },
);
