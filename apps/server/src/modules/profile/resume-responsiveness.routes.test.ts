import { describe, expect, it } from 'vitest';
import { zipBombDocx, zipBombPdf } from '../../test/hostile-files.ts';
import { probeHealthDuring } from '../../test/probe-health.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { countRows, editProfile, openEachTestWithAda, uploadResume } from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whether the server kept answering /healthz while `work` ran (parsing off the event loop). */
const whileAnswering = async <T>(work: () => Promise<T>) => {
  await t.app.inject({ url: '/healthz' }); // the first answer pays for warming up the routes
  const run = await probeHealthDuring(t.app, work);
  expect(run.healthStatuses.length).toBeGreaterThan(0);
  expect(run.healthStatuses.every((status) => status === 200)).toBe(true);
  if (!run.settled.ok) throw run.settled.error;
  return run.settled.value;
};

describe('the server while it reads or renders a resume', () => {
  it('keeps answering while zip-bomb resumes are checked, and stores nothing', async () => {
    const before = await countRows(t.app);
    for (const file of [
      { name: 'cv.pdf', type: 'application/pdf', bytes: zipBombPdf({ inflatedMb: 300 }) },
      { name: 'cv.docx', type: DOCX, bytes: zipBombDocx({ isWord: true }) },
    ]) {
      const response = await whileAnswering(() => uploadResume(t.app, ada, file));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('file_too_complex');
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('keeps answering while a PDF resume in many scripts is rendered', async () => {
    await editProfile(t.app, ada, {
      op_section: 'basics',
      operation: 'update',
      op_data: {
        value: { firstName: 'محمد', lastName: 'علي', summary: '负责后端服务。'.repeat(200) },
      },
    });
    const response = await whileAnswering(() =>
      request(t.app, ada, { url: `/api/pcsx/export_resume?domain=${TEST_DOMAIN}&format=pdf` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});
