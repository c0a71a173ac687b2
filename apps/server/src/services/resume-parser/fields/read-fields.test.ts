import { describe, expect, it } from 'vitest';
import { textLines } from '../extract/text-lines.ts';
import { readPhones } from './read-contact.ts';
import { readDateRanges, withoutDates } from './read-dates.ts';
import { readFields } from './read-fields.ts';
import { readSkills } from './read-skills.ts';

const dates = (line: string) =>
  readDateRanges(line).map(({ start, end, isCurrent }) => ({ start, end, isCurrent }));

describe('readDateRanges', () => {
  it('reads ranges in several languages and formats', () => {
    expect(dates('Mar 2019 – Present')).toEqual([{ start: '2019-03', end: null, isCurrent: true }]);
    expect(dates('03/2019 - heute')).toEqual([{ start: '2019-03', end: null, isCurrent: true }]);
    expect(dates('2019-2021')).toEqual([{ start: '2019-01', end: '2021-01', isCurrent: false }]);
    expect(dates("janvier 2020 – aujourd'hui")).toEqual([
      { start: '2020-01', end: null, isCurrent: true },
    ]);
    expect(dates('wrzesień 2017 – obecnie')).toEqual([
      { start: '2017-09', end: null, isCurrent: true },
    ]);
    expect(dates('marzo de 2018 - actualidad')).toEqual([
      { start: '2018-03', end: null, isCurrent: true },
    ]);
  });

  it('reads a full ISO date, a range left open, and Turkish months', () => {
    expect(dates('2020-04-01 — 2022-11-30')).toEqual([
      { start: '2020-04', end: '2022-11', isCurrent: false },
    ]);
    expect(dates('Harvest House B.V.\t2019-01 —')).toEqual([
      { start: '2019-01', end: null, isCurrent: false },
    ]);
    expect(dates('Eylül 2018 – Devam ediyor')).toEqual([
      { start: '2018-09', end: null, isCurrent: true },
    ]);
    expect(dates('Kasım 2014 – Aralık 2016')).toEqual([
      { start: '2014-11', end: '2016-12', isCurrent: false },
    ]);
  });
});

describe('readPhones', () => {
  it('takes no range of years for a phone number', () => {
    expect(readPhones(['Sales Associate / Key Holder\t2012 – 2015'], ['IE', 'US'])).toEqual([]);
    expect(readPhones(['Doğum tarihi: 12.08.1992', 'Mezuniyet 1992-08-12'], ['TR', 'DE'])).toEqual(
      [],
    );
    expect(readPhones(['614-638-2904 · 2019 – 2022'], ['US'])).toEqual([
      { number: '+16146382904', type: 'mobile' },
    ]);
  });
});

describe('withoutDates', () => {
  it('drops the separator that set the dates apart', () => {
    const line = 'Uniklinik Köln · Okt. 2020 – heute';
    expect(withoutDates(line, readDateRanges(line)[0]!)).toBe('Uniklinik Köln');
  });
});

describe('readSkills', () => {
  it('finds skills whole, with their symbols, and never inside another word', () => {
    const skills = readSkills({
      skillsSection: [],
      prose:
        'Built Node.js services at Google; drew parts to GD&T; reports in Power BI; C++ and C# daily.',
      vocabulary: ['GD&T', 'Go'],
    }).map((skill) => skill.name);
    expect(skills).toEqual(expect.arrayContaining(['Node.js', 'GD&T', 'Power BI', 'C++', 'C#']));
    expect(skills).not.toContain('Go');
    expect(skills).not.toContain('C');
  });

  it('takes a listed item whole, joins a wrapped list line, and finds no part of a longer skill', () => {
    const skills = readSkills({
      skillsSection: [
        'Apache Spark, Salesforce Service Cloud, Ventilator',
        'management, Evidence-based medicine',
      ],
      prose: 'Shipped React Native apps; tuned Spark jobs.',
      vocabulary: ['Spark', 'Salesforce', 'React', 'React Native'],
    }).map((skill) => skill.name);
    expect(skills).toEqual([
      'Apache Spark',
      'Salesforce Service Cloud',
      'Ventilator management',
      'Evidence-based medicine',
      'React Native',
    ]);
  });
});

describe('readSkills, a narrow column', () => {
  it('joins an item a narrow sidebar wrapped, and keeps lower-case items of their own', () => {
    const sidebar = readSkills({
      skillsSection: [
        'Soins techniques et pansements',
        'complexes',
        'Gestion de la douleur',
        'Hygiène et prévention des',
        'infections',
        'Dossier patient informatisé',
        '(DxCare)',
      ],
      prose: '',
      vocabulary: [],
    }).map((skill) => skill.name);
    expect(sidebar).toEqual([
      'Soins techniques et pansements complexes',
      'Gestion de la douleur',
      'Hygiène et prévention des infections',
      'Dossier patient informatisé (DxCare)',
    ]);
    const tools = readSkills({
      skillsSection: ['Python', 'pandas', 'SQL', 'dbt'],
      prose: '',
      vocabulary: [],
    }).map((skill) => skill.name);
    expect(tools).toEqual(['Python', 'pandas', 'SQL', 'dbt']);
  });
});

describe('readFields', () => {
  it('reads a Polish resume: name, phone in E.164 from the location, sections by Polish headings', () => {
    const text = [
      'Łukasz Żółkiewski',
      'Programista',
      'lukasz@example.com | 512 073 449 | Kraków, Polska',
      'Doświadczenie zawodowe',
      'Programista — Allegro\twrzesień 2019 – obecnie',
      '• Utrzymanie usług w Node.js',
      'Wykształcenie',
      'Uniwersytet Jagielloński\t2014 – 2019',
      'Magister, Informatyka',
      'Umiejętności',
      'Python, SQL',
    ].join('\n');
    const fields = readFields(textLines(text), { skillVocabulary: [] });
    expect(fields).toMatchObject({
      firstName: 'Łukasz',
      lastName: 'Żółkiewski',
      email: 'lukasz@example.com',
      phones: [{ number: '+48512073449' }],
      location: { city: 'Kraków', countryCode: 'PL' },
      workExperience: [
        { title: 'Programista', company: 'Allegro', startDate: '2019-09', isCurrent: true },
      ],
      education: [
        {
          institution: 'Uniwersytet Jagielloński',
          degree: 'Magister',
          field: 'Informatyka',
          endDate: '2019-01',
        },
      ],
    });
    expect(fields.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Node.js']),
    );
  });

  it('reads a name in another script', () => {
    expect(
      readFields(textLines('Иван Петров\nivan@example.com'), { skillVocabulary: [] }),
    ).toMatchObject({
      firstName: 'Иван',
      lastName: 'Петров',
    });
  });
});
