import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkCatalogues,
  compareCatalogues,
  compareNamespace,
  formatProblem,
  placeholders,
  type Problem,
} from './compare-catalogues.ts';

const english = {
  title: 'Jobs at %(company)s',
  nested: { save: 'Save', link: 'Read the <b>terms</b> of {{site}}' },
  jobs_one: '%(count)s job',
  jobs_other: '%(count)s jobs',
  openings_zero: 'No other opening in %(team)s.',
  openings_one: '%(team)s has %(count)s other opening.',
  openings_other: '%(team)s has %(count)s other openings.',
  minLength: 'Enter at least %(count)s characters.',
};

const german = {
  title: 'Jobs bei %(company)s',
  nested: { save: 'Speichern', link: 'Die <b>Bedingungen</b> von {{site}} lesen' },
  jobs_one: '%(count)s Job',
  jobs_other: '%(count)s Jobs',
  openings_zero: 'Keine weitere offene Stelle bei %(team)s.',
  openings_one: '%(team)s hat eine weitere offene Stelle.',
  openings_other: '%(team)s hat %(count)s weitere offene Stellen.',
  minLength: 'Geben Sie mindestens %(count)s Zeichen ein.',
};

const check = (language: string, translated: Record<string, unknown>) =>
  compareNamespace(language, 'ns', english, translated).map(({ kind, key }) => `${kind} ${key}`);

describe('placeholders', () => {
  it('finds %(name)s, {{name}}, $t(...) and tags, once each', () => {
    expect(placeholders('%(a)s and %(a)s, {{ b }}? $t(x.y) <br/> <b>bold</b> 50% {c}')).toEqual(
      ['$t(x.y)', '%(a)s', '</b>', '<b>', '<br/>', '{{b}}'].sort(),
    );
  });
});

describe('compareNamespace', () => {
  it('passes a complete translation', () => {
    expect(check('de', german)).toEqual([]);
  });

  it('reports a missing key and a missing object', () => {
    const { title: _title, nested: _nested, ...rest } = german;
    expect(check('de', rest)).toEqual(['missing-key title', 'missing-key nested']);
  });

  it('reports an extra key, nested too', () => {
    expect(check('de', { ...german, extra: 'x', nested: { ...german.nested, more: 'y' } })).toEqual(
      ['extra-key nested.more', 'extra-key extra'],
    );
  });

  it('reports a value that is not a string, or not an object where English has one', () => {
    expect(check('de', { ...german, title: ['Jobs'], nested: 'Speichern' })).toEqual([
      'not-string title',
      'not-object nested',
    ]);
  });

  it('reports a missing or added placeholder, tags and {{name}} included', () => {
    expect(
      check('de', {
        ...german,
        title: 'Jobs bei %(firma)s',
        nested: { save: 'Speichern %(name)s', link: 'Die Bedingungen von {{site}} lesen' },
      }),
    ).toEqual([
      'missing-placeholder title',
      'added-placeholder title',
      'added-placeholder nested.save',
      'missing-placeholder nested.link',
    ]);
  });

  it('accepts plural variants of a base English has, checked against English _other', () => {
    expect(
      check('ru', {
        ...german,
        openings_one: '%(team)s: %(count)s',
        jobs_few: '%(count)s вакансии',
        jobs_many: '%(count)s вакансий',
        openings_few: '%(team)s: %(count)s',
        openings_many: '%(team)s: %(count)s',
        minLength_one: 'Введите не менее %(count)s символа.',
        minLength_other: 'Введите не менее %(count)s символов.',
      }),
    ).toEqual([]);
    expect(check('ru', { ...german, jobs_few: '%(count)s', openings_few: 'x' })).toContain(
      'missing-placeholder openings_few',
    );
    expect(
      check('de', {
        ...german,
        title_one: 'Ein Job bei %(company)s',
        title_other: 'Jobs bei %(company)s',
        nested_other: 'y',
      }),
    ).toEqual(['extra-key nested_other']);
    expect(check('de', { ...german, title_one: 'Ein Job', title_other: 'Jobs' })).toEqual([
      'missing-placeholder title_one',
      'missing-placeholder title_other',
    ]);
    expect(check('de', { ...german, other_one: 'x' })).toEqual(['extra-key other_one']);
  });

  it('needs _other for every plural base, and the forms the language uses', () => {
    const { jobs_other: _other, ...noOther } = german;
    expect(check('de', noOther)).toEqual(['missing-key jobs_other']);
    expect(check('de', { ...german, minLength_one: '%(count)s Zeichen' })).toEqual([
      'missing-other minLength_other',
    ]);
    // Japanese has no 'one' form; Polish needs 'few' and 'many' besides English's.
    const { jobs_one: _j, openings_one: _o, ...otherOnly } = german;
    expect(check('ja', otherOnly)).toEqual([]);
    expect(check('pl', { ...german, jobs_few: '%(count)s', jobs_many: '%(count)s' })).toEqual([
      'missing-plural openings_few',
      'missing-plural openings_many',
    ]);
  });

  it('lets a form taken by one number only leave out %(count)s', () => {
    // German 'one' is 1 alone; French 'one' is 0 and 1, so the number must stay.
    expect(check('de', german)).toEqual([]);
    expect(
      check('fr', { ...german, openings_many: '%(team)s: %(count)s', jobs_many: '%(count)s' }),
    ).toEqual(['missing-placeholder openings_one']);
  });
});

describe('plural forms with placeholders of their own', () => {
  const ranges = {
    count_one: '%(count)s job',
    count_other: 'Showing %(first)s–%(last)s of %(count)s jobs',
  };

  it('lets a form use what another English form of the message uses (Russian _one covers 21)', () => {
    const russian = {
      count_one: 'Показана %(first)s–%(last)s из %(count)s вакансии',
      count_few: 'Показаны %(first)s–%(last)s из %(count)s вакансий',
      count_many: 'Показаны %(first)s–%(last)s из %(count)s вакансий',
      count_other: 'Показаны %(first)s–%(last)s из %(count)s вакансии',
    };
    expect(compareNamespace('ru', 'ns', ranges, russian)).toEqual([]);
  });

  it('still refuses a placeholder no English form has', () => {
    const wrong = { count_one: '%(count)s %(unit)s', count_other: ranges.count_other };
    expect(
      compareNamespace('de', 'ns', ranges, wrong).map(({ kind, key }) => `${kind} ${key}`),
    ).toEqual(['added-placeholder count_one']);
  });
});

describe('compareCatalogues and checkCatalogues', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
  const write = (language: string, namespace: string, text: string) => {
    fs.mkdirSync(path.join(dir, language), { recursive: true });
    fs.writeFileSync(path.join(dir, language, `${namespace}.json`), text);
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports a missing file, a file English lacks and a language with no files at all', () => {
    const problems = compareCatalogues(
      'de',
      { a: { x: 'X' }, b: { y: 'Y' } },
      { a: { x: 'X' }, c: {} },
    );
    expect(problems.map((p) => `${p.kind} ${p.namespace}`)).toEqual([
      'missing-file b',
      'extra-file c',
    ]);
    expect(compareCatalogues('de', { a: {} }, {}).map((p) => p.kind)).toEqual(['missing-file']);
  });

  it('reads the folders, reports invalid JSON and passes complete languages', () => {
    write('en', 'shell', JSON.stringify({ title: 'Jobs at %(company)s', save: 'Save' }));
    write(
      'en',
      'search',
      JSON.stringify({ count_one: '%(count)s job', count_other: '%(count)s jobs' }),
    );
    write('de', 'shell', JSON.stringify({ title: 'Jobs bei %(company)s', save: 'Speichern' }));
    write(
      'de',
      'search',
      JSON.stringify({ count_one: '%(count)s Job', count_other: '%(count)s Jobs' }),
    );
    write('nl', 'shell', '{ "title": "Vacatures bij %(company)s", }');
    write('nl', 'search', JSON.stringify({ count_one: '%(count)s vacature' }));

    expect(checkCatalogues(dir, ['de'])).toEqual({ problems: [], namespaces: 2, languages: 1 });
    const { problems } = checkCatalogues(dir, ['de', 'nl', 'sv']);
    expect(problems.map(formatProblem)).toEqual([
      'nl/search.json count_other: missing-key (missing)',
      expect.stringMatching(/^nl\/shell\.json: invalid-json \(/),
      'sv/*.json: missing-file (no catalogue files (English has 2))',
    ]);
    expect(problems.every((problem: Problem) => problem.language !== 'de')).toBe(true);
  });
});
