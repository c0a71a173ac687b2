import { describe, expect, it } from 'vitest';
import type { Browser } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { countRows, openEachTestWithAda, uploadResume } from './profile-test-kit.ts';

let t: TestApp;
let ada: Browser;
// the tenant's default file-upload limit: 5 MB
openEachTestWithAda((opened) => ({ t, ada } = opened));

const MB = 1024 * 1024;
const text = (bytes: number) => `Ada Lovelace ada@example.com\n${'x'.repeat(bytes - 30)}\n`;

describe('the resume size limit, measured on the decoded bytes', () => {
  it('takes a file just under the default 5 MB and refuses one just over it', async () => {
    const under = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: text(5 * MB - 10),
    });
    expect(under.statusCode, under.body.slice(0, 300)).toBe(200);
    expect(under.json().data.candidate.resumes[0].size).toBe(5 * MB - 10);
    const before = await countRows(t.app);
    const over = await uploadResume(t.app, ada, {
      name: 'cv.txt',
      type: 'text/plain',
      bytes: text(5 * MB + 10),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('file_too_large');
    expect(over.json().message).toBe('The file is too large. The limit is 5 MB.');
    expect(await countRows(t.app)).toEqual(before);
  });
});
