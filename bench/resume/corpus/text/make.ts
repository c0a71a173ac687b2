// The text family: plain-text resumes as people paste them into an e-mail or save them from
// Notepad. The .txt files are written by hand and are their own source; this script makes nothing,
// it only checks that every truth value is in its text:
//
//   node bench/resume/corpus/text/make.ts --check
//
// The files are read as they were saved: UTF-16 with a BOM, UTF-8, or else Windows-1252.
import fs from 'node:fs';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const HERE = import.meta.dirname;

type Truth = {
  family: string;
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

/** The text as the file was saved, and how. */
const decode = (bytes: Buffer): { text: string; encoding: string } => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16 LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16 BE' };
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: 'UTF-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
};

// words that say a job goes on
const CURRENT =
  /present|current|till date|to date|heute|seit|aujourd'hui|depuis|actualidad|a la fecha|obecnie|nadal|halen|nay|現在|حتى الآن/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The month names a resume in this language (or English) may write. */
const monthNames = (language: string, month: number): string[] => {
  const date = new Date(Date.UTC(2020, month, 15));
  const names = new Set<string>();
  for (const locale of [language, 'en']) {
    for (const style of ['long', 'short'] as const) {
      names.add(
        new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' })
          .format(date)
          .replace(/\.$/, ''),
      );
      const inDate = new Intl.DateTimeFormat(locale, {
        month: style,
        day: 'numeric',
        timeZone: 'UTC',
      })
        .formatToParts(date)
        .find((part) => part.type === 'month');
      if (inDate) names.add(inDate.value.replace(/\.$/, ''));
    }
  }
  if (month === 8) names.add('Sept');
  return [...names];
};

const check = () => {
  const problems: string[] = [];
  const files = fs.readdirSync(HERE).filter((file) => file.endsWith('.truth.json'));
  const encodings = new Map<string, number>();
  for (const file of files) {
    const id = file.replace('.truth.json', '');
    const fail = (what: string) => problems.push(`${id}: ${what}`);
    const txt = path.join(HERE, `${id}.txt`);
    if (!fs.existsSync(txt)) {
      fail('no .txt');
      continue;
    }
    const bytes = fs.readFileSync(txt);
    if (bytes.length > 1_000_000) fail('over 1 MB');
    const { text, encoding } = decode(bytes);
    const crlf = text.includes('\r\n');
    const kind = `${encoding}${crlf ? ', CRLF' : ''}`;
    encodings.set(kind, (encodings.get(kind) ?? 0) + 1);
    const truth = JSON.parse(fs.readFileSync(path.join(HERE, file), 'utf8')) as Truth;
    if (truth.family !== 'text' || !truth.madeWith || !truth.language)
      fail('family, madeWith or language missing');
    if (!truth.madeWith.includes(encoding.replace(' LE', '').replace(' BE', '')))
      fail(`madeWith does not say ${encoding}`);
    if (crlf !== truth.madeWith.includes('CRLF')) fail(`madeWith and the line ends disagree`);
    const locale = truth.language.split('-')[0]!;
    const fold = (value: string) =>
      value.normalize('NFKC').replace(/\s+/g, ' ').toLocaleUpperCase(locale);
    const folded = fold(text);
    const escape = (value: string) => fold(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // a whole word or run of words (no word boundaries in Japanese)
    const shows = (value: string) =>
      CJK.test(value)
        ? folded.includes(fold(value))
        : new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'u').test(folded);
    const need = (what: string, value: string | null | undefined) => {
      if (value && !shows(value)) fail(`${what} "${value}" not in the text`);
    };
    need('first name', truth.name.first);
    need('last name', truth.name.last);
    need('e-mail', truth.email);
    const digits = text.replace(/\D/g, '');
    for (const phone of truth.phones) {
      const parsed = parsePhoneNumberFromString(phone);
      if (!parsed?.isValid() || parsed.number !== phone) fail(`phone ${phone} is not valid E.164`);
      else if (!digits.includes(parsed.nationalNumber)) fail(`phone ${phone} not in the text`);
      else if (
        !new RegExp(`\\+\\s*${parsed.countryCallingCode}`).test(text) &&
        truth.defaultCountry !== parsed.country
      )
        fail(`phone ${phone} written without + needs defaultCountry`);
    }
    need('city', truth.location?.city);
    const dated = (what: string, date: string | null) => {
      if (date === null) return;
      const [year, month] = date.split('-');
      if (!/^\d{4}(-\d{2})?$/.test(date)) return fail(`${what} "${date}" is not YYYY or YYYY-MM`);
      if (!month) return need(what, year);
      const m = Number(month);
      const numeric = [
        `${month}/${year}`,
        `${m}/${year}`,
        `${month}.${year}`,
        `${year}-${month}`,
        `${year}年${m}月`,
      ];
      const named = monthNames(truth.language, m - 1).map((name) => `${name} ${year}`);
      const spaced = monthNames(truth.language, m - 1).flatMap((name) => [
        `${name} de ${year}`,
        `${name}, ${year}`,
      ]);
      if (![...numeric, ...named, ...spaced].some(shows)) fail(`${what} "${date}" not in the text`);
    };
    for (const job of truth.work) {
      need('title', job.title);
      need('company', job.company);
      dated('start', job.start);
      dated('end', job.end);
      if (job.isCurrent && job.end !== null) fail(`${job.company}: current with an end`);
    }
    if (truth.work.some((job) => job.isCurrent) && !CURRENT.test(text))
      fail('a current job but nothing says so');
    for (const school of truth.education) {
      need('institution', school.institution);
      need('degree', school.degree);
      need('field', school.field);
      dated('education end', school.end);
    }
    for (const skill of [...truth.skills, ...(truth.skillsAccepted ?? [])]) need('skill', skill);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problems in ${files.length} files`);
    process.exit(1);
  }
  const kinds = [...encodings].map(([kind, count]) => `${count} ${kind}`).join('; ');
  console.info(`${files.length} text files checked (${kinds}): every truth value is in its text`);
};

if (process.argv[2] === '--check') check();
else {
  console.error(
    'usage: node bench/resume/corpus/text/make.ts --check (the .txt files are written by hand)',
  );
  process.exit(2);
}
