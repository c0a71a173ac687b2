import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../../test/test-app.ts';
import { addTenant } from '../admin-test-kit.ts';
import { runImport } from './run-import.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

let t: TestApp;
let tmp: string;
beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, 'other.example');
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-test-'));
});
afterEach(async () => {
  await t.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const run = async (file: string, options: { domain?: string; isDryRun?: boolean } = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImport(t.app.deps, {
    file,
    ...options,
    out: { write: (text: string) => out.push(text) },
    err: { isTTY: false, write: (text: string) => err.push(text) },
  });
  return { code, out: out.join(''), err: err.join('') };
};

const titles = async () =>
  (await t.app.deps.db.selectFrom('positions').select('title').orderBy('id').execute()).map(
    (row) => row.title,
  );

const search = async (query: string, domain = TEST_DOMAIN) =>
  (await t.app.inject({ url: `/api/pcsx/search?domain=${domain}&query=${query}` })).json().data
    .count as number;

describe('runImport', () => {
  it('imports the valid CSV rows, lists the rejected ones and exits 1', async () => {
    const result = await run(path.join(FIXTURES, 'positions.csv'));
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      'Imported 2 positions into acme.example; rejected 4 rows.\n' +
        '  row 3 (line 5): isRemote: Use true or false (also yes/no, 1/0).\n' +
        '  row 4 (line 6): salaryMin: Use a whole number, like 85000.; title: Required.\n' +
        '  row 5 (line 7): Has 3 cells where the header has 14.\n' +
        '  row 6 (line 8): description: The description has no text once unsupported markup is removed.\n',
    );
    expect(result.err).toContain('Importing 2/2 (100%)');
    expect(await titles()).toEqual(['Lead, Platform Zephyrine', 'Support Quillfeather']);
    expect(await search('zephyrine')).toBe(1);
    expect(await search('quillfeather')).toBe(1);
  });

  it('imports a file without bad rows into the named site and exits 0', async () => {
    const file = path.join(tmp, 'ok.json');
    const position = {
      title: 'Harbour Pilot Ottervale',
      description: '<p>Steer ships.</p>',
      department: 'Operations',
      jobFamily: 'Maritime',
      employmentType: 'full_time',
      isRemote: true,
    };
    await fs.writeFile(file, JSON.stringify(Array.from({ length: 3 }, () => position)));
    const result = await run(file, { domain: 'other.example' });
    expect(result).toMatchObject({
      code: 0,
      out: 'Imported 3 positions into other.example; rejected 0 rows.\n',
    });
    expect(await search('ottervale', 'other.example')).toBe(3);
    expect(await search('ottervale')).toBe(0);
  });

  it('imports in batches, every batch announced to the search index', async () => {
    const rows = Array.from(
      { length: 1203 },
      (_, index) => `Batchling ${index},<p>x</p>,Ops,Ops,full_time,yes`,
    );
    const file = path.join(tmp, 'many.csv');
    await fs.writeFile(
      file,
      ['title,description,department,jobFamily,employmentType,isRemote', ...rows].join('\n'),
    );
    const result = await run(file);
    expect(result.code).toBe(0);
    expect(result.err.trim().split('\n').at(-1)).toBe('Importing 1,203/1,203 (100%)');
    expect(await search('batchling')).toBe(1203);
  });

  it('writes nothing on a dry run', async () => {
    const result = await run(path.join(FIXTURES, 'positions.json'), { isDryRun: true });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^Would import 1 position into acme.example; rejected 2 rows\./);
    expect(await titles()).toEqual([]);
  });

  it('exits 2 with a clear message for a file or site it cannot use, importing nothing', async () => {
    const bad = path.join(tmp, 'bad.json');
    await fs.writeFile(bad, '[{"title": ');
    const cases: [string, { domain?: string }, RegExp][] = [
      [path.join(tmp, 'missing.csv'), {}, /There is no file .*missing\.csv/],
      [tmp, {}, /is a folder/],
      [path.join(FIXTURES, '../parse-position-file.ts'), {}, /use a \.json or \.csv file/],
      [bad, {}, /not valid JSON/],
      [
        path.join(FIXTURES, 'positions.csv'),
        { domain: 'nowhere.example' },
        /There is no site "nowhere.example". Sites: .*acme.example/,
      ],
    ];
    for (const [file, options, message] of cases) {
      const result = await run(file, options);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.out).toBe('');
    }
    expect(await titles()).toEqual([]);
  });
});
