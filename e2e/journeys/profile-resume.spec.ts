import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { extractPdfText } from '@careers/server/pdf-text';
import { makeTwoColumnResumePdf } from '../support/resume-pdf.ts';
import { expectPageId, waitForSettledPage } from '../support/shell.ts';
import { signInReadyCandidate } from '../support/sign-in.ts';

// Sign-in, upload, parse, five pages and two exports, each page checked with axe.
test.setTimeout(180_000);

type PositionSummary = { id: number; name: string; skills: string[] };

/** An open position of the default tenant with its skills, so the resume can match it. */
const pickPosition = async (page: Page, index: number): Promise<PositionSummary> => {
  const search = await page.request.get('/api/pcsx/search');
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: { positions: { id: number }[] } };
  const id = data.positions[index]?.id;
  expect(id, 'an open position').toBeDefined();
  const details = await page.request.get('/api/pcsx/position_details', {
    params: { position_id: String(id) },
  });
  expect(details.status()).toBe(200);
  const { position } = ((await details.json()) as { data: { position: PositionSummary } }).data;
  return { id: position.id, name: position.name, skills: position.skills };
};

const downloaded = async (download: Download) => readFile((await download.path())!);

test('a new candidate uploads a resume from the match card, reviews and edits the profile, and exports it', async ({
  page,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const email = await signInReadyCandidate(page.request);
  await page.goto('/careers');
  await expectPageId(page, 'jobs');

  const position = await pickPosition(page, isPhone ? 1 : 0);
  const [skillA = 'Python', skillB = 'SQL'] = position.skills;
  const resume = await makeTwoColumnResumePdf({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '+1 415 555 0134',
    city: 'San Francisco',
    jobs: [
      { title: position.name, company: 'Univac Systems', dates: 'Jan 2019 - Present' },
      { title: 'Programmer', company: 'Harvard Computation Lab', dates: 'Mar 2014 - Dec 2018' },
    ],
    school: { institution: 'Yale University', degree: 'PhD Mathematics', dates: '2008 - 2013' },
    skills: [skillA, skillB, 'Cobol'],
  });

  // The job: no profile yet, so no match.
  await page.goto(`/careers/job/${position.id}`);
  const match = page.getByRole('region', { name: 'Your match' });
  await expect(match).toContainText(
    'Add your skills and experience, or upload your resume, to see how you match this job.',
  );
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);

  // Upload from the match card: choose, confirm, and the parse says what it filled.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    match.getByRole('button', { name: 'Upload your resume' }).click(),
  ]);
  await chooser.setFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: resume });
  const confirm = page.getByRole('dialog', { name: 'Upload this resume?' });
  await expect(confirm).toContainText('grace-hopper.pdf');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/We filled \d+ fields from your resume/)).toBeVisible();
  // The open position is reloaded: the match is now a percentage.
  await expect(match.getByText(/^\d+%$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The profile, filled from the resume, parsed items marked New.
  await page.goto('/careers/profile');
  await expectPageId(page, 'profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const phones = page.getByRole('region', { name: 'Phone numbers' });
  await expect(phones.getByRole('article')).toHaveCount(1);
  const work = page.getByRole('region', { name: 'Work experience' });
  await expect(work.getByRole('article')).toHaveCount(2);
  const secondJob = work.getByRole('article', { name: /Programmer/ });
  await expect(secondJob.getByText('New')).toBeVisible();
  const education = page.getByRole('region', { name: 'Education' });
  await expect(education.getByRole('article', { name: /Yale University/ })).toBeVisible();
  const skills = page.getByRole('region', { name: 'Skills' });
  const cobol = skills.getByRole('article', { name: 'Cobol' });
  await expect(cobol.getByText('New')).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);

  // Edit a job.
  await secondJob.getByRole('button', { name: /^Edit / }).click();
  const title = work.getByRole('textbox', { name: /Job title/ });
  await title.fill('Senior Programmer');
  await expectNoSeriousA11yViolations(page);
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(work.getByRole('article', { name: /Senior Programmer/ })).toBeVisible();

  // Delete a skill, after the confirmation.
  await cobol.getByRole('button', { name: 'Delete Cobol' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(skills.getByRole('article', { name: 'Cobol' })).toHaveCount(0);

  // A name in other scripts, typed into the profile, for the export.
  const basics = page.getByRole('region', { name: 'About you' });
  await basics.getByRole('button', { name: 'Edit About you' }).click();
  await basics.getByRole('textbox', { name: 'First name' }).fill('Łukasz');
  await basics.getByRole('textbox', { name: 'Last name' }).fill('Żółkiewski 王伟');
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Łukasz Żółkiewski 王伟' }),
  ).toBeVisible();

  // Export: the preview, the PDF (its text read back) and the JSON Resume.
  await page.goto('/careers/export-resume');
  await expectPageId(page, 'exportResume');
  const preview = page.getByRole('article', { name: 'Resume preview' });
  await expect(preview).toContainText('Łukasz Żółkiewski 王伟');
  await expect(preview).toContainText('Senior Programmer');
  await waitForSettledPage(page);
  await expectNoSeriousA11yViolations(page);

  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = (await extractPdfText(await downloaded(pdfDownload))).replace(/\s+/g, ' ');
  expect(text).toContain('Łukasz');
  expect(text).toContain('Żółkiewski');
  expect(text).toContain('王伟');
  expect(text).toContain('Senior Programmer');
  expect(text).not.toContain('Cobol');

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download JSON Resume' }).click(),
  ]);
  const json = JSON.parse((await downloaded(jsonDownload)).toString('utf8')) as {
    basics: { name: string; email: string; phone?: string; location?: Record<string, string> };
    work: { name: string; position: string; startDate?: string }[];
    education: { institution: string; area?: string; studyType?: string }[];
    skills: { name: string; keywords?: string[] }[];
    languages?: unknown[];
  };
  expect(json.basics).toMatchObject({ name: 'Łukasz Żółkiewski 王伟', email });
  expect(json.work).toHaveLength(2);
  expect(json.work.map((job) => job.position)).toContain('Senior Programmer');
  for (const job of json.work)
    expect(job).toMatchObject({ name: expect.any(String), position: expect.any(String) });
  expect(json.education[0]).toMatchObject({ institution: 'Yale University' });
  expect(json.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining([skillA, skillB]));
  expect(json.skills.map((skill) => skill.name)).not.toContain('Cobol');
  expect(Array.isArray(json.languages ?? [])).toBe(true);

  // Back on the job, the match stays a percentage.
  await page.goto(`/careers/job/${position.id}`);
  await expect(page.getByRole('region', { name: 'Your match' }).getByText(/^\d+%$/)).toBeVisible();
});
