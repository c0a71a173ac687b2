import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, BERLIN, makePosition, PARIS, TOKYO } from '../../test/positions.ts';

export const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

/** 24 positions: a few with words the tests look for, the rest to make pages and counts. */
const searchCorpus = [
  makePosition({
    title: 'Backend Engineer',
    department: 'Engineering',
    jobFamily: 'Software',
    skills: ['Go', 'PostgreSQL'],
    postedAt: day(10),
  }),
  makePosition({
    title: 'Office Manager',
    description: '<p>Work with every backend engineer we have.</p>',
    department: 'Operations',
    jobFamily: 'Administration',
    postedAt: day(12),
    locations: [PARIS],
  }),
  makePosition({
    title: 'Frontend Engineer',
    department: 'Engineering',
    jobFamily: 'Software',
    skills: ['React'],
    isRemote: true,
    locations: [],
    postedAt: day(14),
  }),
  makePosition({
    title: 'Data Scientist',
    department: 'Engineering',
    jobFamily: 'Data',
    skills: ['Python'],
    employmentType: 'contract',
    locations: [TOKYO],
    postedAt: day(3),
  }),
  ...Array.from({ length: 20 }, (_, n) =>
    makePosition({
      title: `Sales Representative ${n + 1}`,
      department: n % 2 ? 'Sales' : 'Marketing',
      employmentType: n % 3 ? 'full_time' : 'part_time',
      postedAt: day(1 + (n % 18)),
      locations: [n % 4 ? BERLIN : PARIS],
    }),
  ),
];

/**
 * Every test of the file searches one app that holds the corpus, its clock on 20 November 2026,
 * the site filtering by department, job type, country and posting date.
 */
export const openSearchApp = (take: (opened: TestApp) => void) => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        searchConfig: { allFilters: ['department', 'employment_type', 'country', 'posted_date'] },
        searchOptionsMap: {
          employment_type: {
            displayName: 'Job type',
            displayNames: { de: 'Vertragsart', fr: 'Type de contrat', ar: 'نوع الوظيفة' },
            options: { labelMap: { contract: 'Fixed term' } },
          },
        },
      },
    });
    t.clock.set(day(20));
    const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
    await addPositions(t.app, tenant.id, searchCorpus);
    take(t);
  });
  afterAll(() => t?.close());
};
