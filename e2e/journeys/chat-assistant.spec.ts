import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// The chat assistant of the search page (northwind.example enables it) and 'Chat on WhatsApp'
// (northwind.example has its gate on; contoso.example does not).
test.setTimeout(120_000);

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask our job assistant' });

test('a candidate asks the assistant for jobs, shows them on the page and adds one to the cart', async ({
  page,
  context,
}, testInfo) => {
  await signInReadyCandidate(context.request);
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);

  await launcher(page).click();
  const assistant = page.getByRole('dialog', { name: 'Job assistant' });
  await expect(assistant).toBeVisible();
  const box = assistant.getByRole('textbox', { name: 'Your message to the assistant' });
  await expect(box).toBeFocused();
  if (testInfo.project.name === 'desktop') {
    const width = await assistant.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(400);
    expect(await assistant.evaluate((element) => getComputedStyle(element).zIndex)).toBe('499');
  }

  await box.fill('software engineer jobs');
  await box.press('Enter');
  const log = assistant.getByRole('log');
  await expect(log.getByText(/^I found \d+ open positions/)).toBeVisible();
  const cards = assistant.getByRole('list', { name: 'Positions found' });
  const firstJob = cards.getByRole('link').first();
  await expect(firstJob).toBeVisible();
  const jobName = (await firstJob.textContent())!;
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'chat-assistant');

  await assistant.getByRole('button', { name: `Add to job cart ${jobName}` }).click();
  await expect(assistant.getByText('In your job cart').first()).toBeVisible();

  await assistant.getByRole('button', { name: 'Show these on the page' }).click();
  await expect(page).toHaveURL(/[?&]query=software\+engineer/);
  await expect(page.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue(
    'software engineer',
  );
  await expect(page.getByRole('button', { name: 'Job cart · 1 job' })).toBeVisible();
  if (testInfo.project.name === 'phone') {
    // the sheet gives the page back, and the focus to its button
    await expect(assistant).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  } else {
    await page.keyboard.press('Escape');
    await expect(assistant).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  }
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
});

test('the assistant is absent for visitors, on other pages and in copilot mode', async ({
  page,
  context,
}) => {
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expect(launcher(page)).toHaveCount(0);

  await signInReadyCandidate(context.request);
  await page.goto('/careers/saved-jobs');
  await expectPageId(page, 'savedJobs');
  await waitForSettledPage(page);
  await expect(launcher(page)).toHaveCount(0);

  await page.goto('/careers');
  await waitForSettledPage(page);
  await expect(launcher(page)).toBeVisible();

  // the same site run inside an employer's copilot, which brings its own assistant
  await page.route('**/api/pcsx/boot_data*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { config: { chatbotxConfig: { copilotMode: boolean } } };
    };
    body.data.config.chatbotxConfig.copilotMode = true;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/careers');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expect(launcher(page)).toHaveCount(0);
});

test("'Chat on WhatsApp' names the search or the position, only behind its gate", async ({
  page,
}) => {
  await page.goto('/careers?query=nurse&location=Berlin');
  await waitForSettledPage(page);
  const whatsapp = page.getByRole('link', { name: /^Chat on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/15555550123?text=${encodeURIComponent('Hello, I have a question about your jobs: nurse, Berlin.')}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);

  const search = await page.request.get('/api/pcsx/search', { params: { query: 'engineer' } });
  const { data } = (await search.json()) as { data: { positions: { id: number; name: string }[] } };
  const position = data.positions[0]!;
  await page.goto(`/careers/job/${position.id}`);
  await expectPageId(page, 'singlePosition');
  await waitForSettledPage(page);
  await expect(page.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/15555550123?text=${encodeURIComponent(`Hello, I have a question about the position "${position.name}" (ID ${position.id}).`)}`,
  );

  await page.goto('/careers?domain=contoso.example');
  await expectPageId(page, 'jobs');
  await waitForSettledPage(page);
  await expect(page.getByRole('link', { name: /^Chat on WhatsApp/ })).toHaveCount(0);
});
