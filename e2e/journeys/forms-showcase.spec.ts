import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';

// The showcase has one field of every type: a long form to fill in twice.
test.setTimeout(150_000);

test('fill the showcase form with mistakes, see each message, fix them and submit', async ({
  page,
}, testInfo) => {
  await page.goto('/careers/forms?form_id=showcase');
  await expectPageId(page, 'formView');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Form toolkit showcase' }),
  ).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'showcase');

  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  // Mistakes, each checked when the field loses focus.
  const mistakes: [string, string, string][] = [
    ['Preferred name', 'A', 'Enter at least 2 characters.'],
    ['Email', 'not-an-email', 'Email is invalid. Use the format "{email}".'],
    [
      'Social security number',
      '123',
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    ],
    ['Years of experience', '99', 'Enter a value less than or equal to 60.'],
  ];
  for (const [name, value, message] of mistakes) {
    await textbox(name).fill(value);
    await textbox(name).blur();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Typed digit by digit, as a keyboard does: the year passes 0, 09 and 090 on the way.
  const birthday = page.getByLabel('Date of birth');
  await birthday.pressSequentially('01012090');
  await expect(birthday).toHaveValue('01/01/2090');
  await birthday.blur();
  await expect(page.getByText('Enter a date in the past.')).toBeVisible();

  // Submitting shows what is still missing, and focuses the first field in error.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(textbox('Preferred name')).toBeFocused();
  for (const message of [
    'Resume is required',
    'Add at least one skill.',
    'Preferred way of working is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'showcase-errors');

  // Fix every mistake and answer what is required.
  await textbox('Preferred name').fill('Robin');
  await textbox('Email').fill('robin@example.com');
  await textbox('Social security number').fill('123456789');
  await expect(textbox('Social security number')).toHaveValue('123-45-6789');
  await textbox('Years of experience').fill('7');
  await birthday.clear();
  await birthday.pressSequentially('01151990');
  await expect(birthday).toHaveValue('01/15/1990');
  await textbox('Phone number: Mobile phone').fill('512 555 0199');
  await page
    .getByRole('combobox', { name: 'Country of residence' })
    .selectOption({ label: 'Canada' });
  await textbox('Start date Current or most recent role').fill('01/2020');
  await page.getByRole('checkbox', { name: "I'm currently in this role." }).check();
  await page.getByRole('button', { name: 'Add TypeScript' }).click();
  await page.getByLabel('Upload files: Resume').setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Seven years of customer work.'),
  });
  await page
    .getByRole('combobox', { name: 'Preferred department' })
    .selectOption({ label: 'Engineering' });
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await page
    .getByRole('checkbox', { name: 'I confirm that my answers are true and complete.' })
    .check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/^You sent these answers on /)).toBeVisible();
  await expect(page.getByText('Thank you: your answers were sent.')).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'showcase-sent');
});
