// Throwaway measurement (not a test, not the benchmark): builds synthetic positions and times a
// mix of queries. Run: node --expose-gc packages/search/scripts/measure.ts [count]
import { SearchIndex } from '../src/index.ts';
import type { SearchDocument, SearchQuery } from '../src/index.ts';

const count = Number(process.argv[2] ?? 100_000);
let seed = 42;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() ** 1.6 * list.length)]!;
const word = (i: number) => {
  const syllables = ['ka', 'lo', 'mi', 'ren', 'ta', 'vo', 'sel', 'dri', 'on', 'ex', 'pra', 'tum'];
  let out = '';
  for (let n = i; out.length < 4 || n > 0; n = Math.floor(n / 12)) out += syllables[n % 12];
  return out;
};
// prettier-ignore
const ROLES = ['Software Engineer', 'Data Analyst', 'Product Manager', 'Nurse', 'Accountant', 'Sales Representative', 'Designer', 'Data Scientist', 'DevOps Engineer', 'Developer', 'Marketing Manager', 'Recruiter', 'Pharmacist', 'Technician', 'Electrician', 'Teacher', 'Consultant', 'Architect', 'Support Specialist', 'Operations Manager', 'Financial Analyst', 'Project Manager', 'QA Engineer', 'Machine Learning Engineer', 'Customer Success Manager', 'Warehouse Associate', 'Driver', 'Chef', 'Barista', 'Cashier', 'Paralegal', 'Lawyer', 'Security Engineer', 'Network Engineer', 'Database Administrator', 'Frontend Developer', 'Backend Developer', 'Mobile Developer', 'Site Reliability Engineer', 'Business Analyst'];
const LEVELS = [
  '',
  'Junior ',
  'Senior ',
  'Lead ',
  'Staff ',
  'Principal ',
  'Head of ',
  'Associate ',
  'Intern ',
  'Chief ',
];
const TITLES = ROLES.flatMap((role) => LEVELS.map((level) => level + role));
const SKILLS = Array.from({ length: 300 }, (_, i) =>
  i % 3 === 0 ? `${word(i)} ${word(i + 7)}` : word(i + 1000),
);
const VOCABULARY = Array.from({ length: 3000 }, (_, i) => word(i + 5000));
// prettier-ignore
const COMMON = ['team', 'work', 'customers', 'experience', 'you', 'will', 'the', 'and', 'with', 'our', 'to', 'of', 'a', 'in', 'building', 'engineering', 'data', 'growth', 'support', 'quality'];
const COUNTRIES = [
  'Germany',
  'France',
  'United States',
  'Japan',
  'India',
  'Brazil',
  'Canada',
  'Spain',
  'Italy',
  'Poland',
];
const CITIES = Array.from({ length: 100 }, (_, i) => ({
  city: i === 0 ? 'Zürich' : `${word(i + 9000)}${i % 4 === 0 ? ' City' : ''}`,
  region: `Region ${word(i % 30)}`,
  country: COUNTRIES[i % COUNTRIES.length]!,
  point: { lat: -60 + random() * 130, lng: -180 + random() * 360 },
}));
// prettier-ignore
const DEPARTMENTS = ['Engineering', 'Data', 'Product', 'Healthcare', 'Finance', 'Sales', 'Design', 'Operations', 'Legal', 'People', 'Retail', 'Marketing'];
const TYPES = ['full_time', 'part_time', 'contract', 'internship', 'temporary'];
const FAMILIES = Array.from({ length: 40 }, (_, i) => `Family ${word(i + 300)}`);
const now = 1_790_000_000;

const makeDocument = (id: number): SearchDocument => {
  const title = pick(TITLES);
  const skills = Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(SKILLS));
  const places = Array.from({ length: random() < 0.15 ? 2 : 1 }, () => pick(CITIES));
  const isRemote = random() < 0.12;
  const description = Array.from({ length: 200 }, () =>
    random() < 0.45 ? pick(COMMON) : pick(VOCABULARY),
  ).join(' ');
  const department = pick(DEPARTMENTS);
  const family = pick(FAMILIES);
  const type = pick(TYPES);
  const locations = places.map((p) => ({ name: `${p.city}, ${p.country}`, ...p }));
  return {
    id,
    title,
    description: `${title}. ${skills.join(', ')}. ${description}`,
    department,
    category: family,
    skills,
    locations,
    isRemote,
    postedAt: now - Math.floor(random() * 90 * 86400),
    facets: {
      department: [department],
      job_family: [family],
      employment_type: [type],
      location: locations.map((l) => l.name),
      country: [...new Set(places.map((p) => p.country))],
      skills: [...new Set(skills)],
      workplace: [isRemote ? 'remote' : 'onsite'],
      seniority: [title.split(' ')[0]!],
    },
  };
};

const documents = Array.from({ length: count }, (_, i) => makeDocument(i + 1));
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage();
let started = performance.now();
const cpuBefore = process.cpuUsage();
const index = SearchIndex.build(documents);
const cpuBuild = process.cpuUsage(cpuBefore);
const buildMs = performance.now() - started;
gc?.();
const heapAfter = process.memoryUsage();
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
console.info(
  `build ${buildMs.toFixed(0)} ms (cpu ${((cpuBuild.user + cpuBuild.system) / 1000).toFixed(0)} ms)`,
  `index heap +${mb(heapAfter.heapUsed - heapBefore.heapUsed)} MB`,
  `arrayBuffers +${mb(heapAfter.arrayBuffers - heapBefore.arrayBuffers)} MB`,
  `rss ${mb(heapAfter.rss)} MB`,
  JSON.stringify(index.stats()),
);

const FACETS = ['department', 'job_family', 'employment_type', 'country', 'skills'];
// prettier-ignore
const texts = ['', '', 'engineer', 'manager', 'team', 'software engineer', 'data analyst', 'senior developer', 'enginer', 'mangaer', 'pyhton', 'dev', 'mana', 'soft', 'nurse', 'zurich'];
const filterOptions = (): Record<string, string[]> => {
  const filters: Record<string, string[]> = {};
  const n = Math.floor(random() * 4);
  if (n >= 1) filters.department = [pick(DEPARTMENTS), pick(DEPARTMENTS)];
  if (n >= 2) filters.employment_type = [pick(TYPES)];
  if (n >= 3) filters.country = [pick(COUNTRIES)];
  return filters;
};
const queries: SearchQuery[] = Array.from({ length: 3000 }, () => ({
  text: pick(texts),
  filters: filterOptions(),
  facets: FACETS,
  ...(random() < 0.1 && { sort: 'newest' as const }),
  ...(random() < 0.1 && { near: { point: pick(CITIES).point, radiusKm: 100 } }),
  ...(random() < 0.1 && { start: 10 }),
}));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const run = (label: string, list: SearchQuery[]) => {
  for (const query of list.slice(0, 200)) index.search(query);
  const times: number[] = [];
  for (const query of list) {
    started = performance.now();
    index.search(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(22)} n=${list.length} p50 ${percentile(times, 0.5).toFixed(2)} ms`,
    `p90 ${percentile(times, 0.9).toFixed(2)} ms p99 ${percentile(times, 0.99).toFixed(2)} ms`,
  );
};
run('mix', queries);
for (const text of ['', 'team', 'engineer', 'software engineer', 'enginer', 'mana', 'd']) {
  run(
    `text '${text}'`,
    queries.slice(0, 500).map((q) => ({ ...q, text })),
  );
}
run(
  'empty, no filters',
  Array.from({ length: 300 }, () => ({ facets: FACETS })),
);
const world = { south: -90, west: -180, north: 90, east: 180 };
const markerTimes: number[] = [];
for (const text of ['', 'engineer', 'team', 'nurse']) {
  for (let i = 0; i < 20; i++) {
    started = performance.now();
    index.markers({ text, bounds: world });
    markerTimes.push(performance.now() - started);
  }
}
markerTimes.sort((a, b) => a - b);
console.info(`markers (world bounds)   p50 ${percentile(markerTimes, 0.5).toFixed(2)} ms`);
let suggestions = 0;
started = performance.now();
for (const prefix of ['s', 'so', 'sof', 'soft', 'softw', 'eng', 'enginer', 'dat', 'z', 'zur']) {
  suggestions +=
    index.suggestQueries({ prefix }).length + index.suggestLocations({ prefix }).length;
}
console.info(`20 suggestion calls ${(performance.now() - started).toFixed(1)} ms (${suggestions})`);
