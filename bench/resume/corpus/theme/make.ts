// The theme family: public JSON Resume themes from npm, each given a person's resume.json from
// src/ and printed to PDF by Chromium, as a person does with "Print to PDF".
//
//   node bench/resume/corpus/theme/make.ts           install the pinned themes, render, write truth, check
//   node bench/resume/corpus/theme/make.ts --check   only check every truth against its PDF's text
//
// The themes are not the project's dependencies: they are installed at the versions pinned below
// into a cache folder outside the repository (RESUME_THEMES_DIR, /tmp/resume-themes by default).
// Themes link Bootstrap, Font Awesome, Bootswatch and jQuery from CDNs; those requests are served
// from the same packages installed from npm into the cache, every other request (Google Fonts,
// Gravatar) is refused, so the page falls back to the system's fonts (Lato, Open Sans, Roboto and
// Noto are installed as Debian packages).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

process.env.TZ = 'UTC';

const HERE = import.meta.dirname;
const CACHE = process.env.RESUME_THEMES_DIR ?? '/tmp/resume-themes';

/**
 * How a theme shows a date: `month` shows month and year and turns a year-only date into January
 * (moment and Date do); `keep` shows what the resume.json has (a year stays a year); `year` shows
 * the year only; `end-year` shows the end year only; `none` shows no date.
 */
type DateMode = 'month' | 'keep' | 'year' | 'end-year' | 'none';
type Theme = {
  version: string;
  work: DateMode;
  education: DateMode;
  /** a job without endDate: `present` (Present / Current), `open` (a dash and nothing), `none` (the start only) */
  current: 'present' | 'open' | 'none';
  /** the candidate's place: `country` city and country, `city` city (and region) without country, `none` */
  location: 'country' | 'city' | 'none';
  /** `split` shows studyType and area apart (a comma, a line, "in", "-", brackets); `joined` as one run of words */
  degree: 'split' | 'joined';
};

// What each theme shows, read from its output for a probe resume with every field set.
const THEMES: Record<string, Theme> = {
  even: {
    version: '0.26.1',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  elegant: {
    version: '1.16.1',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  flat: {
    version: '0.3.7',
    work: 'keep',
    education: 'keep',
    current: 'open',
    location: 'none',
    degree: 'split',
  },
  kendall: {
    version: '0.2.0',
    work: 'keep',
    education: 'year',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  stackoverflow: {
    version: '3.3.0',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'joined',
  },
  macchiato: {
    version: '1.1.0',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'joined',
  },
  paper: {
    version: '0.5.0',
    work: 'keep',
    education: 'keep',
    current: 'present',
    location: 'city',
    degree: 'split',
  },
  onepage: {
    version: '0.0.3',
    work: 'keep',
    education: 'keep',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  spartan: {
    version: '0.3.0',
    work: 'month',
    education: 'year',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  short: {
    version: '0.1.7',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'none',
    degree: 'split',
  },
  actual: {
    version: '0.2.2',
    work: 'month',
    education: 'none',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  kwan: {
    version: '0.0.2',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  riga: {
    version: '1.0.16',
    work: 'year',
    education: 'year',
    current: 'present',
    location: 'city',
    degree: 'split',
  },
  caffeine: {
    version: '1.2.3',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'city',
    degree: 'joined',
  },
  'onepage-plus': {
    version: '1.1.0',
    work: 'keep',
    education: 'keep',
    current: 'none',
    location: 'country',
    degree: 'split',
  },
  straightforward: {
    version: '0.5.0',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'city',
    degree: 'split',
  },
  modern: {
    version: '0.0.18',
    work: 'year',
    education: 'year',
    current: 'present',
    location: 'city',
    degree: 'split',
  },
  crisp: {
    version: '0.2.12',
    work: 'year',
    education: 'end-year',
    current: 'present',
    location: 'city',
    degree: 'split',
  },
  eloquent: {
    version: '5.0.0',
    work: 'month',
    education: 'year',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  classy: {
    version: '1.0.9',
    work: 'keep',
    education: 'keep',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  sceptile: {
    version: '1.0.5',
    work: 'keep',
    education: 'keep',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  autumn: {
    version: '1.0.1',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
  // pumpkin prints today's month as the end of a job without endDate: only people whose jobs all ended
  pumpkin: {
    version: '1.1.4',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'none',
    degree: 'split',
  },
  cora: {
    version: '0.1.1',
    work: 'month',
    education: 'month',
    current: 'present',
    location: 'country',
    degree: 'split',
  },
};

// Served for the CDN links of the themes; underscore.string is a dependency kwan forgets to declare.
const HELPERS = [
  'underscore.string@3.3.6',
  'bootstrap@3.3.7',
  'bootswatch@3.3.7',
  'font-awesome@4.7.0',
  '@fortawesome/fontawesome-free@5.15.4',
  'fa6@npm:@fortawesome/fontawesome-free@6.4.2',
  'jquery@1.11.0',
];
const CDN: [RegExp, string][] = [
  [/^https?:\/\/maxcdn\.bootstrapcdn\.com\/bootstrap\/3\.[0-9.]+\//, 'bootstrap/dist/'],
  [
    /^https?:\/\/cdnjs\.cloudflare\.com\/ajax\/libs\/twitter-bootstrap\/3\.[0-9.]+\//,
    'bootstrap/dist/',
  ],
  [/^https?:\/\/maxcdn\.bootstrapcdn\.com\/font-awesome\/4\.[0-9.]+\//, 'font-awesome/'],
  [
    /^https?:\/\/cdnjs\.cloudflare\.com\/ajax\/libs\/font-awesome\/5\.[0-9.]+\//,
    '@fortawesome/fontawesome-free/',
  ],
  [/^https?:\/\/cdnjs\.cloudflare\.com\/ajax\/libs\/font-awesome\/6\.[0-9.]+\//, 'fa6/'],
  [/^https?:\/\/bootswatch\.com\//, 'bootswatch/'],
  [/^https?:\/\/ajax\.googleapis\.com\/ajax\/libs\/jquery\/1\.[0-9.]+\//, 'jquery/dist/'],
];

type Person = {
  first: string;
  last: string;
  language: string;
  themes: string[];
};

// Each person: the name as they would type it into a form, the language of the content, the themes.
const PEOPLE: Record<string, Person> = {
  'lucja-sliwinska': {
    first: 'Łucja',
    last: 'Śliwińska-Żak',
    language: 'pl',
    themes: ['even', 'kendall', 'onepage', 'autumn'],
  },
  'isil-sahinoglu': {
    first: 'Işıl',
    last: 'Şahinoğlu',
    language: 'tr',
    themes: ['elegant', 'stackoverflow', 'straightforward'],
  },
  'nguyen-thi-thu-ha': {
    first: 'Thị Thu Hà',
    last: 'Nguyễn',
    language: 'en',
    themes: ['flat', 'macchiato', 'eloquent', 'sceptile'],
  },
  'mohammed-al-farsi': {
    first: 'Mohammed',
    last: 'Al-Farsi',
    language: 'en',
    themes: ['kendall', 'spartan', 'riga', 'cora'],
  },
  'chinedu-okafor': {
    first: 'Chinedu',
    last: 'Okafor',
    language: 'en',
    themes: ['even', 'actual', 'kwan', 'classy', 'pumpkin'],
  },
  'priya-raghunathan': {
    first: 'Priya',
    last: 'Raghunathan',
    language: 'en',
    themes: ['stackoverflow', 'paper', 'onepage-plus', 'modern'],
  },
  'siobhan-oconnor': {
    first: 'Siobhán',
    last: "O'Connor",
    language: 'en-IE',
    themes: ['elegant', 'short', 'caffeine', 'crisp'],
  },
  'daan-van-der-berg': {
    first: 'Daan',
    last: 'van der Berg',
    language: 'nl',
    themes: ['flat', 'macchiato', 'spartan', 'autumn'],
  },
  'lucia-garcia-marquez': {
    first: 'Lucía',
    last: 'García Márquez',
    language: 'es',
    themes: ['even', 'riga', 'classy', 'cora'],
  },
  'elodie-lefevre': {
    first: 'Élodie',
    last: 'Lefèvre',
    language: 'fr',
    themes: ['elegant', 'paper', 'eloquent', 'sceptile'],
  },
  'jonas-weissbaecker': {
    first: 'Jonas',
    last: 'Weißbäcker',
    language: 'de',
    themes: ['kendall', 'short', 'actual', 'pumpkin'],
  },
  'joao-goncalves-araujo': {
    first: 'João Pedro',
    last: 'Gonçalves Araújo',
    language: 'pt',
    themes: ['stackoverflow', 'onepage', 'kwan', 'straightforward'],
  },
  'giulia-dangelo': {
    first: 'Giulia',
    last: "D'Angelo",
    language: 'it',
    themes: ['macchiato', 'caffeine', 'onepage-plus', 'modern'],
  },
  'marcus-whitfield': {
    first: 'Marcus T.',
    last: 'Whitfield',
    language: 'en-US',
    themes: ['even', 'flat', 'riga', 'crisp'],
  },
  'jennifer-alvarez': {
    first: 'Jennifer',
    last: 'Alvarez',
    language: 'en-US',
    themes: ['elegant', 'stackoverflow', 'actual', 'eloquent'],
  },
  'oliver-bennett-hughes': {
    first: 'Oliver',
    last: 'Bennett-Hughes',
    language: 'en-GB',
    themes: ['paper', 'spartan', 'kwan'],
  },
  'rebecca-lindqvist': {
    first: 'Rebecca',
    last: 'Lindqvist',
    language: 'en-US',
    themes: ['kendall', 'short', 'classy', 'autumn'],
  },
};

type Resume = {
  basics: {
    name: string;
    email?: string;
    phone?: string;
    url?: string;
    location?: { city?: string; countryCode?: string; region?: string };
  };
  work?: { name: string; position: string; url?: string; startDate?: string; endDate?: string }[];
  education?: {
    institution: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
  }[];
  skills?: { name?: string; keywords?: string[] }[];
};

type Truth = {
  family: 'theme';
  madeWith: string;
  language: string;
  defaultCountry?: string;
  name: { first: string; last: string };
  email: string | null;
  phones: string[];
  location: { city: string; countryCode: string | null } | null;
  work: {
    title: string;
    company: string;
    start: string | null;
    end: string | null;
    isCurrent: boolean;
  }[];
  education: { institution: string; degree: string; field: string; end: string | null }[];
  skills: string[];
  skillsAccepted?: string[];
};

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const source = (person: string) => readJson<Resume>(path.join(HERE, 'src', `${person}.json`));
const US_STATE = /^[A-Z]{2}$/;

/** A resume.json date as the theme shows it, in the truth's form (YYYY-MM or YYYY). */
const shownDate = (date: string | undefined, mode: DateMode): string | null => {
  if (!date || mode === 'none') return null;
  const [year, month] = date.split('-');
  if (mode === 'year' || mode === 'end-year') return year!;
  if (month) return `${year}-${month}`;
  return mode === 'month' ? `${year}-01` : year!;
};

const truthOf = (themeName: string, person: string, chromium: string): Truth => {
  const theme = THEMES[themeName]!;
  const who = PEOPLE[person]!;
  const resume = source(person);
  const { basics } = resume;
  const place = basics.location;
  const phone = basics.phone
    ? parsePhoneNumberFromString(basics.phone, place?.countryCode as CountryCode)
    : undefined;
  if (basics.phone && !phone?.isValid())
    throw new Error(`${person}: phone ${basics.phone} is not valid`);
  const countryShown =
    theme.location === 'country' ||
    (theme.location === 'city' && place?.countryCode === 'US' && US_STATE.test(place.region ?? ''));
  const work = (resume.work ?? []).map((job) => {
    if (!job.endDate && themeName === 'pumpkin')
      throw new Error(`${person}: pumpkin prints today as the end of a current job`);
    const isOpen = !job.endDate && theme.current !== 'none';
    return {
      title: job.position,
      company: job.name,
      start: shownDate(job.startDate, theme.work),
      end: shownDate(job.endDate, theme.work),
      isCurrent: isOpen,
    };
  });
  const education = (resume.education ?? []).map((school) => {
    const joined = [school.studyType, school.area].filter(Boolean).join(' ');
    return {
      institution: school.institution,
      degree: theme.degree === 'joined' ? joined : (school.studyType ?? ''),
      field: theme.degree === 'joined' ? '' : (school.area ?? ''),
      end: shownDate(school.endDate, theme.education),
    };
  });
  const groups = (resume.skills ?? [])
    .map((group) => group.name)
    .filter((name): name is string => Boolean(name));
  return {
    family: 'theme',
    madeWith: `jsonresume-theme-${themeName} ${theme.version}, Chromium ${chromium}`,
    language: who.language,
    ...(basics.phone && !basics.phone.startsWith('+') && place?.countryCode
      ? { defaultCountry: place.countryCode }
      : {}),
    name: { first: who.first, last: who.last },
    email: basics.email ?? null,
    phones: phone ? [phone.number] : [],
    location:
      theme.location === 'none' || !place?.city
        ? null
        : { city: place.city, countryCode: countryShown ? (place.countryCode ?? null) : null },
    work,
    education,
    skills: (resume.skills ?? []).flatMap((group) => group.keywords ?? []),
    ...(groups.length ? { skillsAccepted: groups } : {}),
  };
};

/**
 * The resume a person hands the theme: older themes read work.company and basics.website (schema
 * 0.x), and classy, cora and sceptile fail on an empty profiles list, which the person then deletes.
 */
const handed = (resume: Resume & { basics: { profiles?: unknown[] } }, themeName: string) => {
  const { profiles, ...basics } = resume.basics;
  const drop = !profiles?.length && ['classy', 'cora', 'sceptile'].includes(themeName);
  return {
    ...resume,
    basics: { ...basics, ...(drop ? {} : { profiles }), website: basics.url },
    work: resume.work?.map((job) => ({ company: job.name, website: job.url, ...job })),
  };
};

type Render = (resume: unknown) => string | Promise<string>;

/** Child process: load one theme and write the HTML of each person. */
const writeHtml = async (themeName: string, out: string, people: string[]) => {
  const pkg = `jsonresume-theme-${themeName}`;
  const dir = path.join(CACHE, 'node_modules', pkg);
  let mod: { render?: Render; default?: { render?: Render } };
  try {
    mod = createRequire(path.join(CACHE, 'package.json'))(pkg) as typeof mod;
  } catch {
    // ESM-only themes (even): their package's "import" entry
    const manifest = readJson<{
      exports?: { '.': { import: { default: string } } };
      module?: string;
      main?: string;
    }>(path.join(dir, 'package.json'));
    const entry =
      manifest.exports?.['.'].import.default ?? manifest.module ?? manifest.main ?? 'index.js';
    mod = (await import(pathToFileURL(path.join(dir, entry)).href)) as typeof mod;
  }
  const render = mod.render ?? mod.default?.render;
  if (!render) throw new Error(`${pkg} has no render()`);
  for (const person of people) {
    const html = await render(handed(source(person), themeName));
    fs.writeFileSync(path.join(out, `${themeName}-${person}.html`), html);
  }
};

const install = () => {
  const wanted = [
    ...Object.entries(THEMES).map(([name, theme]) => `jsonresume-theme-${name}@${theme.version}`),
    ...HELPERS,
  ];
  const missing = wanted.filter((spec) => {
    const at = spec.lastIndexOf('@');
    const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
    const alias = name.includes('npm:') ? name.split('@npm:')[0]! : name;
    const manifest = path.join(CACHE, 'node_modules', alias, 'package.json');
    return !fs.existsSync(manifest) || readJson<{ version: string }>(manifest).version !== version;
  });
  if (!missing.length) return;
  fs.mkdirSync(CACHE, { recursive: true });
  if (!fs.existsSync(path.join(CACHE, 'package.json')))
    fs.writeFileSync(
      path.join(CACHE, 'package.json'),
      '{ "name": "resume-themes", "private": true }\n',
    );
  console.info(`installing into ${CACHE}: ${missing.join(' ')}`);
  execFileSync(
    'npm',
    ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--ignore-scripts', ...wanted],
    {
      stdio: 'inherit',
    },
  );
};

const render = async () => {
  install();
  const htmlDir = path.join(CACHE, 'html');
  fs.mkdirSync(htmlDir, { recursive: true });
  const jobs = Object.keys(THEMES).map((theme) => ({
    theme,
    people: Object.keys(PEOPLE).filter((person) => PEOPLE[person]!.themes.includes(theme)),
  }));
  for (const { theme, people } of jobs) {
    // one process per theme: Handlebars themes share one hoisted Handlebars and its partials
    execFileSync(process.execPath, [import.meta.filename, '--html', theme, htmlDir, ...people], {
      stdio: 'inherit',
    });
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const chromiumVersion = browser.version().split('.')[0]!;
  for (const { theme, people } of jobs) {
    for (const person of people) {
      const id = `${theme}-${person}`;
      const page = await browser.newPage();
      await page.route('**/*', async (route) => {
        const url = route.request().url();
        if (url.startsWith('file:///') || url.startsWith('data:')) return route.continue();
        for (const [pattern, folder] of CDN) {
          const file = path.join(
            CACHE,
            'node_modules',
            folder,
            url.replace(pattern, '').split(/[?#]/)[0]!,
          );
          if (pattern.test(url) && fs.existsSync(file)) return route.fulfill({ path: file });
        }
        return route.abort();
      });
      await page.goto(pathToFileURL(path.join(htmlDir, `${id}.html`)).href, {
        waitUntil: 'load',
        timeout: 30_000,
      });
      await page.waitForTimeout(300);
      const country = source(person).basics.location?.countryCode;
      await page.pdf({
        path: path.join(HERE, `${id}.pdf`),
        format: country === 'US' ? 'Letter' : 'A4',
        printBackground: true,
        margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
      });
      await page.close();
      fs.writeFileSync(
        path.join(HERE, `${id}.truth.json`),
        `${JSON.stringify(truthOf(theme, person, chromiumVersion), null, 2)}\n`,
      );
      console.info(id);
    }
  }
  await browser.close();
};

// ---- check ----------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').toUpperCase();

/** The ways the themes write a truth date. */
const dateForms = (date: string): string[] => {
  const [year, month] = date.split('-');
  if (!month) return [year!];
  const m = Number(month) - 1;
  return [
    `${MONTHS[m]} ${year}`,
    `${MONTHS[m]}, ${year}`,
    `${MONTH_NAMES[m]} ${year}`,
    `${month}/${year}`,
    `${year}-${month}`,
    `${year}-${MONTHS[m]}`,
    ...(m === 8 ? [`Sept ${year}`] : []),
  ];
};

const check = () => {
  const problems: string[] = [];
  const files = fs.readdirSync(HERE).filter((file) => file.endsWith('.truth.json'));
  let size = 0;
  for (const file of files) {
    const id = file.replace('.truth.json', '');
    const pdf = path.join(HERE, `${id}.pdf`);
    const fail = (what: string) => problems.push(`${id}: ${what}`);
    if (!fs.existsSync(pdf)) {
      fail('no PDF');
      continue;
    }
    size += fs.statSync(pdf).size;
    if (fs.statSync(pdf).size > 1_000_000) fail('PDF over 1 MB');
    const truth = readJson<Truth>(path.join(HERE, file));
    const layout = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    const plain = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    // a whole word or run of words; an e-mail wrapped in a narrow sidebar is found without its break
    const texts = [fold(layout), fold(plain)];
    const squeezed = fold(plain).replace(/ /g, '');
    const escape = (value: string) => fold(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shows = (value: string) =>
      texts.some((text) =>
        new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'u').test(text),
      );
    const need = (what: string, value: string | null | undefined) => {
      if (value && !shows(value)) fail(`${what} "${value}" not in the PDF's text`);
    };
    if (truth.family !== 'theme' || !truth.madeWith || !truth.language)
      fail('family, madeWith or language missing');
    need('first name', truth.name.first);
    need('last name', truth.name.last);
    if (truth.email && !shows(truth.email) && !squeezed.includes(fold(truth.email)))
      fail(`e-mail ${truth.email} not in the PDF's text`);
    const digits = layout.replace(/\D/g, '');
    for (const phone of truth.phones) {
      const parsed = parsePhoneNumberFromString(phone);
      if (!parsed?.isValid() || parsed.number !== phone) fail(`phone ${phone} is not valid E.164`);
      else if (!digits.includes(parsed.nationalNumber))
        fail(`phone ${phone} not in the PDF's text`);
    }
    need('city', truth.location?.city);
    const dated = (what: string, date: string | null) => {
      if (date === null) return;
      if (!/^\d{4}(-\d{2})?$/.test(date)) fail(`${what} "${date}" is not YYYY or YYYY-MM`);
      else if (!dateForms(date).some(shows)) fail(`${what} "${date}" not in the PDF's text`);
    };
    for (const job of truth.work) {
      need('title', job.title);
      need('company', job.company);
      dated('start', job.start);
      dated('end', job.end);
      if (job.isCurrent && job.end !== null) fail(`${job.company}: current with an end`);
    }
    const saysCurrent = /PRESENT|CURRENT/.test(squeezed) || /\d\s*—\s*$/m.test(layout);
    if (truth.work.some((job) => job.isCurrent) && !saysCurrent)
      fail('a current job but no "Present"');
    for (const school of truth.education) {
      need('institution', school.institution);
      need('degree', school.degree);
      need('field', school.field);
      dated('education end', school.end);
    }
    for (const skill of [...truth.skills, ...(truth.skillsAccepted ?? [])]) need('skill', skill);
  }
  if (size > 10_000_000) problems.push(`the PDFs add up to ${size} bytes`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problems in ${files.length} files`);
    process.exit(1);
  }
  console.info(`${files.length} theme files checked: every truth value is in its PDF's text`);
};

const [mode, ...rest] = process.argv.slice(2);
if (mode === '--html') await writeHtml(rest[0]!, rest[1]!, rest.slice(2));
else {
  if (mode !== '--check') await render();
  check();
}
