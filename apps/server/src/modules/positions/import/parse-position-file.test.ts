import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFileError, parsePositionFile } from './parse-position-file.ts';

const fixture = (name: string) => {
  const file = path.join(import.meta.dirname, 'fixtures', name);
  return parsePositionFile(file, fs.readFileSync(file, 'utf8'));
};

const HEADER = 'title,description,department,jobFamily,employmentType';

describe('parsePositionFile: CSV', () => {
  it('reads quoted commas, doubled quotes and multi-line cells, numbering rows and lines', () => {
    const rows = fixture('positions.csv');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 2],
      [2, 4],
      [3, 5],
      [4, 6],
      [5, 7],
      [6, 8],
    ]);
    expect(rows[0]!.problems).toEqual({});
    expect(rows[0]!.input).toEqual({
      title: 'Lead, Platform Zephyrine',
      description: '<p>Own the platform.</p>\n<ul><li>Kubernetes</li><li>"Boring" tech</li></ul>',
      department: 'Engineering',
      jobFamily: 'Software',
      employmentType: 'full_time',
      isRemote: false,
      postedAt: '2026-01-10T00:00:00Z',
      closesAt: '2026-03-01T00:00:00Z',
      salaryMin: 90000,
      salaryMax: 120000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      skills: ['Go', 'Kubernetes', 'SQL'],
      locations: [
        expect.objectContaining({ displayName: 'Berlin, Germany', latitude: 52.52 }),
        expect.objectContaining({ displayName: 'Lisbon, PT', country: 'Portugal' }),
      ],
    });
  });

  it('turns Remote in the locations into isRemote and normalises the employment type', () => {
    const [, support] = fixture('positions.csv');
    expect(support!.input).toMatchObject({
      employmentType: 'part_time',
      isRemote: true,
      locations: [],
    });
  });

  it('reports cells it cannot read and rows of the wrong length as problems of their row', () => {
    const rows = fixture('positions.csv');
    expect(rows[2]!.problems).toEqual({ isRemote: 'Use true or false (also yes/no, 1/0).' });
    expect(rows[3]!.problems).toEqual({ salaryMin: 'Use a whole number, like 85000.' });
    expect(rows[4]!.problems).toEqual({ row: 'Has 3 cells where the header has 14.' });
  });

  it('reads one location from the city/country columns, or JSON in the locations cell', () => {
    const [single, json] = parsePositionFile(
      'x.csv',
      `${HEADER},city,country,latitude,longitude,locations\n` +
        'A,<p>a</p>,D,F,full_time,Porto,Portugal,41.15,-8.61,\n' +
        `B,<p>b</p>,D,F,full_time,,,,,"[{""displayName"":""Oslo""}]"\n`,
    );
    expect(single!.input).toMatchObject({
      locations: [
        {
          displayName: 'Porto, Portugal',
          city: 'Porto',
          country: 'Portugal',
          latitude: 41.15,
          longitude: -8.61,
        },
      ],
    });
    expect(json!.input).toMatchObject({ locations: [{ displayName: 'Oslo' }] });
  });

  it('reads the requisition id, workplace, remote countries, street address and postal code', () => {
    const [hybrid, remote] = parsePositionFile(
      'x.csv',
      `${HEADER},Display Job ID,workplace_type,remoteLocations,city,country,streetAddress,postal code\n` +
        'A,<p>a</p>,D,F,full_time,NW-7,On-site,,Porto,Portugal,Rua de Santa Catarina 1,4000-447\n' +
        'B,<p>b</p>,D,F,full_time,NW-8,remote,PT; ES,,,,\n',
    );
    expect(hybrid!.problems).toEqual({});
    expect(hybrid!.input).toMatchObject({
      displayJobId: 'NW-7',
      workplaceType: 'onsite',
      locations: [
        { city: 'Porto', streetAddress: 'Rua de Santa Catarina 1', postalCode: '4000-447' },
      ],
    });
    expect(remote!.input).toMatchObject({
      displayJobId: 'NW-8',
      workplaceType: 'remote',
      remoteLocations: ['PT', 'ES'],
      locations: [],
    });
  });

  it('refuses a file it cannot read as a whole', () => {
    const bad = (name: string, text: string) => () => parsePositionFile(name, text);
    expect(bad('x.csv', '')).toThrow(/empty/);
    expect(bad('x.csv', `${HEADER},salary_minimum\n`)).toThrow(/Unknown column "salary_minimum"/);
    expect(bad('x.csv', 'title,description\n')).toThrow(
      /no department, jobFamily, employmentType column/,
    );
    expect(bad('x.csv', `${HEADER}\n"unclosed,x,y,z,w\n`)).toThrow(ImportFileError);
    expect(bad('x.csv', `${HEADER}\n"unclosed,x,y,z,w\n`)).toThrow(/malformed.*Quote Not Closed/);
  });
});

describe('parsePositionFile: JSON and file types', () => {
  it('reads {positions: [...]} or a bare array, numbering items from 1', () => {
    const rows = fixture('positions.json');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ row: 1, input: { title: 'Data Engineer Marbleglint' } });
    expect(rows[2]).toEqual({ row: 3, input: 'not a position', problems: {} });
    expect(parsePositionFile('x.JSON', '\uFEFF[{"title":"A"}]')).toEqual([
      { row: 1, input: { title: 'A' }, problems: {} },
    ]);
  });

  it('refuses malformed JSON, a JSON file without a list, and other file types', () => {
    expect(() => parsePositionFile('x.json', '[{"title":')).toThrow(/not valid JSON/);
    expect(() => parsePositionFile('x.json', '{"title":"A"}')).toThrow(/array of positions/);
    expect(() => parsePositionFile('jobs.xlsx', '')).toThrow(/use a .json or .csv file/);
  });
});
