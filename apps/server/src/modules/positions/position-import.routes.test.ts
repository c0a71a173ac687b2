import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PERMISSION_DENIED_MESSAGE,
  POSITION_IMPORT_MAX_BYTES,
  type EmployerRole,
} from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { signInEmployer } from './admin-test-kit.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { FORMULA_MESSAGE } from './import/formula-cells.ts';

const FIXTURES = path.join(import.meta.dirname, 'import', 'fixtures');

let t: TestApp;
let admin: Browser;
beforeEach(async () => {
  t = await createTestApp();
  admin = await employer('boss@example.com', 'admin');
});
afterEach(async () => {
  await t.close();
});

const employer = (email: string, role: EmployerRole) => signInEmployer(t.app, email, role);

/** A multipart body with one file, as the console's upload sends it. */
const multipart = (fileName: string, content: Buffer | string, field = 'file') => {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const upload = (browser: Browser, body: ReturnType<typeof multipart>) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/admin/positions/import?domain=${TEST_DOMAIN}`,
    ...body,
  });

const fixture = async (name: string) =>
  multipart(name, await fs.readFile(path.join(FIXTURES, name)));

const publicCount = async (query: string) =>
  (await t.app.inject({ url: `/api/pcsx/search?domain=${TEST_DOMAIN}&query=${query}` })).json().data
    .count as number;

const positionCount = async () =>
  Number(
    (
      await t.app.deps.db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('importing positions from the console', () => {
  it('imports the valid rows of a CSV file and reports each rejected field by row', async () => {
    const response = await upload(admin, await fixture('positions.csv'));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ total: 6, imported: 2 });
    expect(report.positionIds).toHaveLength(2);
    expect(report.rejected).toEqual([
      { row: 3, line: 5, field: 'isRemote', message: 'Use true or false (also yes/no, 1/0).' },
      { row: 4, line: 6, field: 'salaryMin', message: 'Use a whole number, like 85000.' },
      { row: 4, line: 6, field: 'title', message: 'Required.' },
      { row: 5, line: 7, field: 'row', message: 'Has 3 cells where the header has 14.' },
      {
        row: 6,
        line: 8,
        field: 'description',
        message: 'The description has no text once unsupported markup is removed.',
      },
    ]);
    expect(await publicCount('zephyrine')).toBe(1);
    expect(await publicCount('quillfeather')).toBe(1);
  });

  it('imports a JSON file', async () => {
    const response = await upload(admin, await fixture('positions.json'));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ total: 3, imported: 1 });
    expect(report.rejected.map((r: { row: number }) => r.row)).toEqual(
      expect.arrayContaining([2, 3]),
    );
    expect(await publicCount('marbleglint')).toBe(1);
  });

  it('rejects a row whose text a spreadsheet would run as a formula', async () => {
    const report = (await upload(admin, await fixture('formula.csv'))).json().data;
    expect(report.imported).toBe(1);
    expect(report.rejected).toEqual([
      { row: 2, field: 'title', message: FORMULA_MESSAGE },
      { row: 3, field: 'skills.0', message: FORMULA_MESSAGE },
    ]);
    expect(await publicCount('brindlewick')).toBe(1);
  });

  it('answers a 4xx, importing nothing, for a file it cannot use', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const cases: [ReturnType<typeof multipart>, number, RegExp][] = [
      [multipart('positions.xlsx', 'PK\u0003\u0004'), 415, /use a \.csv or \.json file/],
      [multipart('image.csv', png), 415, /not (UTF-8 )?text/],
      [multipart('latin1.csv', Buffer.from([0x74, 0xe9, 0x0a])), 415, /not UTF-8 text/],
      [multipart('broken.json', '[{"title": '), 400, /not valid JSON/],
      [multipart('object.json', '{"title": "x"}'), 400, /array of positions/],
      [multipart('columns.csv', 'title,salary\nx,1\n'), 400, /Unknown column "salary"/],
      [multipart('quotes.csv', 'title,description\n"open,x\n'), 400, /malformed/],
      [multipart('empty.csv', ''), 400, /empty/],
      [multipart('positions.csv', 'title\n', 'document'), 400, /"file" field/],
      [
        multipart('huge.csv', Buffer.alloc(POSITION_IMPORT_MAX_BYTES + 1, 0x61)),
        413,
        /too large\. The limit is 5 MB/,
      ],
      [
        multipart('many.json', JSON.stringify(Array.from({ length: 2001 }, () => ({})))),
        413,
        /2,001 rows; import at most 2,000/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(admin, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const json = await request(t.app, admin, {
      method: 'POST',
      url: `/api/admin/positions/import?domain=${TEST_DOMAIN}`,
      payload: { positions: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(await positionCount()).toBe(0);
  });

  it('lets an admin and a recruiter import, and refuses a theme designer and a candidate', async () => {
    const recruiter = await employer('rita@example.com', 'recruiter');
    const designer = await employer('dana@example.com', 'theme_designer');
    const candidate = await signIn(t.app, 'sam@example.com');
    const body = () =>
      multipart(
        'one.csv',
        'title,description,department,jobFamily,employmentType,isRemote\nTidewright,<p>x</p>,Ops,Ops,full_time,yes\n',
      );
    const allowed = await upload(recruiter, body());
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data, allowed.body).toMatchObject({ imported: 1, rejected: [] });
    for (const refused of [designer, candidate]) {
      const response = await upload(refused, body());
      expect(response.statusCode).toBe(403);
    }
    expect((await upload(designer, body())).json().message).toBe(PERMISSION_DENIED_MESSAGE);
    expect(await publicCount('tidewright')).toBe(1);
  });
});
