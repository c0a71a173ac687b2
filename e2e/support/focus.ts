import { expect, type Page } from '@playwright/test';

/**
 * Where the focus is once the page has settled: a person using only the keyboard goes on from
 * there, so it must never have fallen back to `<body>` (issue 31). Returns a description of the
 * focused element for a more precise check.
 */
export const expectFocusKept = async (page: Page, after: string) => {
  await page.waitForLoadState('networkidle');
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80),
    };
  });
  expect(focused, `the focus after ${after} is on an element, not on <body>`).not.toBeNull();
  return focused!;
};
