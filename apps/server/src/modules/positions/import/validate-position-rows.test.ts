import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePositionFile } from './parse-position-file.ts';
import { validatePositionRows } from './validate-position-rows.ts';

const NOW = new Date('2026-02-01T12:00:00Z');
const DEFAULTS = { postedAt: NOW, language: 'en' } as const;
const validate = (name: string) => {
  const file = path.join(import.meta.dirname, 'fixtures', name);
  return validatePositionRows(parsePositionFile(file, fs.readFileSync(file, 'utf8')), DEFAULTS);
};

describe('validatePositionRows', () => {
  it('keeps the valid CSV rows as drafts, sanitised and with postedAt defaulted to now', () => {
    const { valid } = validate('positions.csv');
    expect(valid.map((row) => row.row)).toEqual([1, 2]);
    expect(valid[0]!.draft).toMatchObject({
      title: 'Lead, Platform Zephyrine',
      postedAt: new Date('2026-01-10T00:00:00Z'),
      locations: [
        expect.objectContaining({ countryCode: 'DE', latitude: 52.52, longitude: 13.405 }),
        expect.objectContaining({ country: 'Portugal', countryCode: 'PT', latitude: null }),
      ],
    });
    expect(valid[1]!.draft).toMatchObject({ isRemote: true, postedAt: NOW, locations: [] });
  });

  it('rejects each bad row with every field that is wrong, reading problems first', () => {
    const { rejected } = validate('positions.csv');
    expect(rejected).toEqual([
      { row: 3, line: 5, problems: { isRemote: 'Use true or false (also yes/no, 1/0).' } },
      {
        row: 4,
        line: 6,
        problems: { salaryMin: 'Use a whole number, like 85000.', title: 'Required.' },
      },
      {
        row: 5,
        line: 7,
        problems: { row: 'Has 3 cells where the header has 14.' },
      },
      {
        row: 6,
        line: 8,
        problems: {
          description: 'The description has no text once unsupported markup is removed.',
        },
      },
    ]);
  });

  it('applies the API schema to JSON items, sanitising descriptions', () => {
    const { valid, rejected } = validate('positions.json');
    expect(valid).toHaveLength(1);
    expect(valid[0]!.draft.description).toBe('<p>Pipelines.</p>x');
    expect(valid[0]!.draft.locations[0]!.countryCode).toBe('NL');
    expect(rejected).toEqual([
      { row: 2, problems: { salaryMin: 'salaryMin must not exceed salaryMax.' } },
      { row: 3, problems: { row: expect.stringMatching(/expected object/) } },
    ]);
  });

  it('refuses a closing date before the default posting date (now)', () => {
    const { rejected } = validatePositionRows(
      [
        {
          row: 1,
          problems: {},
          input: {
            title: 'T',
            description: '<p>d</p>',
            department: 'D',
            jobFamily: 'F',
            employmentType: 'full_time',
            isRemote: true,
            closesAt: '2026-01-01T00:00:00Z',
          },
        },
      ],
      DEFAULTS,
    );
    expect(rejected[0]!.problems).toEqual({ closesAt: 'closesAt must come after postedAt.' });
  });

  it('imports translations from JSON and a default language from CSV, refusing the default one', () => {
    const base = {
      title: 'Cashier',
      description: '<p>Serve customers.</p>',
      department: 'Stores',
      jobFamily: 'Retail',
      employmentType: 'part_time',
      isRemote: true,
    };
    const json = parsePositionFile(
      'p.json',
      JSON.stringify([
        {
          ...base,
          translations: [{ language: 'de', title: 'Kassierer', description: '<p>Kasse.</p>' }],
        },
        { ...base, translations: [{ language: 'en', title: 'Cashier', description: '<p>x</p>' }] },
      ]),
    );
    const { valid, rejected } = validatePositionRows(json, DEFAULTS);
    expect(valid[0]!.draft).toMatchObject({
      defaultLanguage: 'en',
      translations: [{ language: 'de', title: 'Kassierer', description: '<p>Kasse.</p>' }],
    });
    expect(rejected[0]!.problems['translations.0.language']).toMatch(/default language/);

    const csv = parsePositionFile(
      'p.csv',
      'title,description,department,jobFamily,employmentType,isRemote,defaultLanguage\n' +
        'Kassierer,<p>Kasse.</p>,Filialen,Handel,part_time,true,de\n',
    );
    expect(validatePositionRows(csv, DEFAULTS).valid[0]!.draft.defaultLanguage).toBe('de');
  });
});
