// The hand family of the outside corpus (../README.md): resumes written by hand in HTML and CSS,
// each its own design, printed to PDF by Chromium as a person would with "Print to PDF"
// (backgrounds on, the page size the CSS asks for). Then every truth is checked against the text
// of its PDF (pdftotext), so a truth never says what its document does not show.
//
//   node bench/resume/corpus/hand/make.ts             print every src/<id>.html to <id>.pdf, check all
//   node bench/resume/corpus/hand/make.ts <id> …      print these only, check all
//   node bench/resume/corpus/hand/make.ts --check     check only (needs pdftotext, not Chromium)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { chromium } from 'playwright-core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(HERE, 'src');
const CHROMIUM = '/usr/bin/chromium';
const MAX_BYTES = 1024 * 1024;

/**
 * A few people print with the browser's own header and footer left on (date and title at the top,
 * the file's address and the page number at the bottom); these lines are what their dialog showed.
 */
const BROWSER_LINES: Record<string, { header: string; footer: string }> = {
  'en-us-retail-footer': {
    header: '3/14/26, 9:41 PM|Ashley Johnson - Resume',
    footer: 'file:///C:/Users/ashle/Documents/Resume%202026/resume.html|1/1',
  },
  'tr-sales-band': {
    header: '02.03.2026 11:05|Mehmet Kaya - Özgeçmiş',
    footer: 'file:///C:/Users/mehmet/Desktop/cv/ozgecmis.html|1/1',
  },
};

const browserLine = (text: string) => {
  const [left, right] = text.split('|');
  return `<div style="font-size:8px;font-family:Arial,sans-serif;width:100%;padding:0 10mm;display:flex;justify-content:space-between"><span>${left}</span><span>${right}</span></div>`;
};

type Work = {
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  isCurrent: boolean;
};
type Education = { institution: string; degree: string; field: string; end: string | null };
type Truth = {
  family: string;
  madeWith: string;
  language: string;
  defaultCountry?: string;
  name: { first: string; last: string };
  email: string | null;
  phones: string[];
  location: { city: string; countryCode: string } | null;
  work: Work[];
  education: Education[];
  skills: string[];
  skillsAccepted?: string[];
};

const ids = () =>
  fs
    .readdirSync(SRC)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();

const print = async (which: string[]) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const major = browser.version().split('.')[0];
  try {
    for (const id of which) {
      const html = path.join(SRC, `${id}.html`);
      if (!/@page\s*\{[^}]*size:\s*(A4|letter)/i.test(fs.readFileSync(html, 'utf8'))) {
        throw new Error(`${id}: the CSS must ask for a page size (@page { size: A4 | letter })`);
      }
      const truthFile = path.join(HERE, `${id}.truth.json`);
      if (fs.existsSync(truthFile)) {
        const { madeWith } = JSON.parse(fs.readFileSync(truthFile, 'utf8')) as Truth;
        if (!madeWith.endsWith(`Chromium ${major}`)) {
          throw new Error(`${id}: madeWith should end with "Chromium ${major}": ${madeWith}`);
        }
      }
      const page = await browser.newPage();
      // Offline: only the page's own files load; a font or script from the web would hang printing.
      await page.route('**/*', (route) =>
        route.request().url().startsWith('file:') ? route.continue() : route.abort(),
      );
      await page.goto(pathToFileURL(html).href, { waitUntil: 'load', timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const lines = BROWSER_LINES[id];
      await page.pdf({
        path: path.join(HERE, `${id}.pdf`),
        printBackground: true,
        preferCSSPageSize: true,
        ...(lines && {
          displayHeaderFooter: true,
          headerTemplate: browserLine(lines.header),
          footerTemplate: browserLine(lines.footer),
        }),
      });
      await page.close();
      console.info(`printed ${id}.pdf`);
    }
  } finally {
    await browser.close();
  }
};

/**
 * Folded for finding: compatibility forms, Arabic-Indic digits as 0-9, no direction marks or soft
 * hyphens, no case; `compact` drops the spaces too.
 */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .toLowerCase();
const compact = (text: string) => fold(text).replace(/\s+/g, '');
const bare = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
/** The same in capitals: a name set in capitals may lose a letter's lower-case form (YILMAZ). */
const capitals = (text: string) => compact(text).toUpperCase();

/** Words that say a job is the current one, in the languages of the corpus. */
const PRESENT = [
  'present',
  'current',
  'now',
  'today',
  'to date',
  'till date',
  'date',
  'since',
  "aujourd'hui",
  'aujourd’hui',
  'depuis',
  'actuel',
  'heute',
  'seit',
  'derzeit',
  'actualidad',
  'presente',
  'actual',
  'desde',
  'atual',
  'momento',
  'oggi',
  'attuale',
  'heden',
  'nu',
  'obecnie',
  'teraz',
  'nadal',
  'od',
  'halen',
  'devam',
  'günümüz',
  'hâlâ',
  'nay',
  'hiện tại',
  '現在',
  '現職',
  '在職中',
  '至今',
  '今',
  'حتى الآن',
  'الآن',
  'حاليا',
  'حاليًا',
  'حتى اليوم',
  'الحالي',
  'היום',
  'כיום',
  'настоящее время',
  'н.в.',
  'наст.',
];

/**
 * A word as pdftotext may give it back from right-to-left text: a lam-alef ligature's letters come
 * out in the order they are drawn (الآن as اآلن, أولى as أوىل), so each such pair may be swapped.
 */
const ligatureOrders = (value: string): string[] => {
  const at = value.search(/ل[اأإآى]/);
  if (at < 0) return [value];
  const [head, rest] = [value.slice(0, at), value.slice(at + 2)];
  return ligatureOrders(rest).flatMap((tail) => [
    `${head}${value[at]}${value[at + 1]}${tail}`,
    `${head}${value[at + 1]}${value[at]}${tail}`,
  ]);
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Month names a resume in this language may use, long and short, standalone and in a date. */
const monthNames = (language: string, month: number) => {
  const date = new Date(Date.UTC(2020, month - 1, 15));
  const names = new Set<string>();
  for (const locale of [language, 'en']) {
    for (const style of ['long', 'short'] as const) {
      names.add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date));
      const part = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: style,
        timeZone: 'UTC',
      })
        .formatToParts(date)
        .find((each) => each.type === 'month');
      if (part) names.add(part.value);
    }
  }
  return [...names].map((name) => fold(name).replace(/\.$/, '')).filter((name) => name.length > 1);
};

/** Whether the text shows this date: its year, and its month beside the year when it has one. */
const showsDate = (text: string, language: string, date: string) => {
  const [year, month] = date.split('-');
  if (!new RegExp(`(?<!\\d)${year}(?!\\d)`).test(text)) return false;
  if (!month) return true;
  const m = `0?${Number(month)}`;
  const names = monthNames(language, Number(month)).map(escape).join('|');
  return [
    `(?<!\\d)${m}\\s*[./-]\\s*${year}(?!\\d)`,
    `(?<!\\d)${year}\\s*[./-]\\s*${m}(?!\\d)`,
    `${year}\\s*年\\s*${m}\\s*月`,
    `tháng\\s*${m}\\s*[/,]?\\s*(năm\\s*)?${year}`,
    `(${names})\\.?\\s*[/,]?\\s*(de\\s+|of\\s+)?'?${year}`,
    // right-to-left lines may come back with the dash of a range between the month and its year
    `(${names})[^\\p{L}\\d]{0,4}${year}`,
    `${year}\\s*(${names})(?![\\p{L}])`,
    // a Japanese form's table: the year and the month in columns of their own
    ...(language === 'ja' ? [`(?<!\\d)${year}\\s+${m}\\s`] : []),
  ].some((pattern) => new RegExp(pattern, 'iu').test(text));
};

const pdfText = (file: string) =>
  [
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  ].map(fold);

const check = (id: string): string[] => {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${id}: ${message}`);
  const truth = JSON.parse(fs.readFileSync(path.join(HERE, `${id}.truth.json`), 'utf8')) as Truth;
  const file = path.join(HERE, `${id}.pdf`);
  if (!fs.existsSync(file)) return [`${id}: no ${id}.pdf`];
  if (fs.statSync(file).size > MAX_BYTES) fail('the PDF is over 1 MB');
  const texts = pdfText(file);
  const compacts = texts.map(compact);
  const upper = texts.map(capitals);
  // pdftotext moves the punctuation at the end of a left-to-right run inside a right-to-left line
  // to its other end (B.Sc. as .B.Sc, (Arena) as )Arena(): there, letters and digits alone decide.
  const isRtl = ['ar', 'he', 'fa', 'ur'].includes(truth.language);
  const bares = isRtl ? compacts.map(bare) : [];
  const shows = (value: string) =>
    ligatureOrders(value).some(
      (each) =>
        compacts.some((text) => text.includes(compact(each))) ||
        upper.some((text) => text.includes(capitals(each))) ||
        bares.some((text) => text.includes(bare(compact(each)))),
    );
  const need = (what: string, value: string | null | undefined) => {
    if (value && !shows(value)) fail(`${what} "${value}" is not in the text`);
  };
  const needDate = (what: string, value: string | null) => {
    if (value === null) return;
    if (!/^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value))
      fail(`${what} "${value}" is not YYYY or YYYY-MM`);
    else if (!texts.some((text) => showsDate(text, truth.language, value))) {
      fail(`${what} ${value} is not in the text (year, and month beside it)`);
    }
  };

  if (truth.family !== 'hand') fail(`family is "${truth.family}"`);
  if (!/Chromium \d+$/.test(truth.madeWith))
    fail('madeWith does not name Chromium and its version');
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(truth.language)) fail(`language "${truth.language}"`);
  if (!truth.name.first || !truth.name.last) fail('the name has no first or last part');
  need('first name', truth.name.first);
  need('last name', truth.name.last);

  // The e-mail is the first one the document shows (a second, such as an Italian PEC, may follow).
  const emails = texts[1]!.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
  if ((emails[0] ?? null) !== (truth.email && fold(truth.email))) {
    fail(`the text shows e-mail ${emails.join(', ') || 'none'}, the truth ${truth.email}`);
  }

  // Phones as written: a run of digits, spaces, dots, dashes, slashes and brackets.
  const written = texts.flatMap((text) => text.match(/(\+|00)?\(?\d[\d ()./-]{6,}\d/g) ?? []);
  for (const phone of truth.phones) {
    let parsed;
    try {
      parsed = parsePhoneNumberWithError(phone);
    } catch {
      fail(`phone ${phone} does not parse`);
      continue;
    }
    if (!parsed.isValid() || parsed.format('E.164') !== phone) {
      fail(`phone ${phone} is not a valid number in E.164`);
      continue;
    }
    const shown = written.find((run) => run.replace(/\D/g, '').endsWith(parsed.nationalNumber));
    if (!shown) fail(`phone ${phone} is not in the text`);
    else if (!/^(\+|00)/.test(shown) && truth.defaultCountry !== parsed.country) {
      fail(`phone ${phone} is written without + ("${shown}"): defaultCountry ${parsed.country}`);
    }
  }
  const international = texts.flatMap((text) => text.match(/\+\d[\d ().-]{6,}\d/g) ?? []);
  for (const run of international) {
    if (!truth.phones.includes(`+${run.replace(/\D/g, '')}`)) fail(`the text shows phone ${run}`);
  }

  if (truth.location) {
    need('city', truth.location.city);
    if (!/^[A-Z]{2}$/.test(truth.location.countryCode)) fail('location.countryCode');
  }
  for (const job of truth.work) {
    need('title', job.title);
    need('company', job.company);
    needDate(`start of ${job.company}`, job.start);
    needDate(`end of ${job.company}`, job.end);
    if (job.isCurrent && job.end !== null) fail(`${job.company} is current and has an end`);
  }
  const says = (word: string) =>
    /^[a-z]/.test(word)
      ? texts.some((text) =>
          new RegExp(`(?<!\\p{L})${escape(word).replace(/ /g, '\\s+')}(?!\\p{L})`, 'u').test(text),
        )
      : shows(word);
  if (truth.work.some((job) => job.isCurrent) && !PRESENT.some(says)) {
    fail('a job is current but the text has no word for "present"');
  }
  for (const school of truth.education) {
    need('institution', school.institution);
    need('degree', school.degree);
    need('field', school.field);
    needDate(`end of ${school.institution}`, school.end);
  }
  for (const skill of truth.skills) need('skill', skill);
  for (const skill of truth.skillsAccepted ?? []) need('accepted skill', skill);
  return problems;
};

const { values, positionals } = parseArgs({
  options: { check: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const all = ids();
const unknown = positionals.filter((id) => !all.includes(id));
if (unknown.length > 0) throw new Error(`no src/<id>.html for ${unknown.join(', ')}`);
if (!values.check) await print(positionals.length > 0 ? positionals : all);

const problems = all.flatMap((id) =>
  fs.existsSync(path.join(HERE, `${id}.truth.json`)) ? check(id) : [`${id}: no ${id}.truth.json`],
);
const byLanguage = new Map<string, number>();
for (const id of all.filter((each) => fs.existsSync(path.join(HERE, `${each}.truth.json`)))) {
  const { language } = JSON.parse(fs.readFileSync(path.join(HERE, `${id}.truth.json`), 'utf8'));
  byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
}
console.info(
  `${all.length} resumes: ${[...byLanguage].map(([language, count]) => `${language} ${count}`).join(', ')}`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} problems`);
  process.exit(1);
}
console.info('every truth agrees with its PDF');
