// The corpus truth (bench/resume/corpus/README.md) and its check against a document's own text:
// every name, e-mail, phone, place, title, company, institution, degree, skill and date of the
// truth must be found in what the document shows. Shared by latex/make.ts and office/make.ts.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type Truth = {
  family: 'theme' | 'latex' | 'office' | 'hand' | 'text';
  madeWith: string;
  language: string;
  defaultCountry?: string;
  name: { first: string; last: string };
  email: string | null;
  phones: string[];
  location: { city: string; countryCode: string } | null;
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

const DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const TRUTH_KEYS = new Set([
  'family',
  'madeWith',
  'language',
  'defaultCountry',
  'name',
  'email',
  'phones',
  'location',
  'work',
  'education',
  'skills',
  'skillsAccepted',
]);

/** The truth's own shape: the fields the contract names, of the right kinds. */
export const shapeErrors = (truth: Truth, family: Truth['family']): string[] => {
  const errors: string[] = [];
  const extra = Object.keys(truth).filter((key) => !TRUTH_KEYS.has(key));
  if (extra.length > 0) errors.push(`unknown fields ${extra.join(', ')}`);
  if (truth.family !== family) errors.push(`family is ${truth.family}, not ${family}`);
  if (!truth.madeWith) errors.push('madeWith is empty');
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(truth.language)) errors.push(`language ${truth.language}`);
  if (truth.defaultCountry !== undefined && !/^[A-Z]{2}$/.test(truth.defaultCountry))
    errors.push(`defaultCountry ${truth.defaultCountry}`);
  if (!truth.name?.first || !truth.name?.last) errors.push('name.first and name.last are needed');
  if (truth.email !== null && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(truth.email))
    errors.push(`email ${truth.email}`);
  for (const phone of truth.phones) {
    const parsed = parsePhoneNumberFromString(phone);
    if (!/^\+\d{7,15}$/.test(phone) || !parsed?.isValid())
      errors.push(`phone ${phone} is not a valid E.164 number`);
  }
  if (truth.location && !/^[A-Z]{2}$/.test(truth.location.countryCode))
    errors.push(`location.countryCode ${truth.location.countryCode}`);
  for (const job of truth.work) {
    for (const date of [job.start, job.end])
      if (date !== null && !DATE.test(date)) errors.push(`work date ${date}`);
    if (job.isCurrent && job.end !== null) errors.push(`${job.title}: current with an end date`);
    if (!job.title && !job.company) errors.push('a job with neither title nor company');
  }
  for (const school of truth.education) {
    if (school.end !== null && !DATE.test(school.end)) errors.push(`education date ${school.end}`);
    if (typeof school.field !== 'string') errors.push(`${school.institution}: field missing`);
  }
  if (!Array.isArray(truth.skills)) errors.push('skills is not a list');
  return errors;
};

/** Lower case, compatibility forms (ligatures), one kind of dash, apostrophe and space. */
export const normalize = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d\u201e«»]/g, '"')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();

const MONTHS: string[][] = [
  'january jan januar jänner jän janvier janv gennaio gen enero ene styczeń stycznia sty ocak oca januari janeiro',
  'february feb februar februari février févr fév fevr febbraio febrero luty lutego lut şubat şub fevereiro fev',
  'march mar märz mär mars marzo marca marzec mart maart mrt março',
  'april apr avril avr aprile abril abr kwiecień kwietnia kwi nisan nis',
  'may mai maggio mag mayo maj maja mayıs mei maio',
  'june jun juni juin giugno giu junio czerwiec czerwca cze haziran haz junho',
  'july jul juli juillet juil luglio lug julio lipiec lipca lip temmuz tem julho',
  'august aug août agosto ago sierpień sierpnia sie ağustos ağu augustus',
  'september sep sept septembre settembre set septiembre wrzesień września wrz eylül eyl setembro',
  'october oct oktober okt octobre ottobre ott octubre październik października paź ekim eki outubro out',
  'november nov novembre noviembre listopad listopada lis kasım kas novembro',
  'december dec dezember dez décembre déc dicembre dic diciembre grudzień grudnia gru aralık ara dezembro',
].map((names) => names.split(' '));
const MONTH_WORDS = new Set(MONTHS.flat());
const PRESENT_WORDS = new Set(
  "present current now today heute aktuell derzeit seit since jetzt aujourd'hui actuel depuis oggi attuale dal presente actualidad actual desde obecnie nadal od günümüz halen heden nu sinds atual".split(
    ' ',
  ),
);

/** A line's end that is only dates (the date column beside an entry): dropped. */
const withoutDateTail = (line: string) => {
  const tokens = line.split(/(\s+)/);
  let end = tokens.length;
  while (end > 0) {
    const token = tokens[end - 1]!.toLowerCase().replace(/[.,:;()]/g, '');
    const dateLike =
      token === '' ||
      /^\s+$/.test(token) ||
      /^[-–—]+$/.test(token) ||
      /^(\d{1,2}[./-])?\d{4}$/.test(token) ||
      /^\d{4}[./-]\d{1,2}$/.test(token) ||
      MONTH_WORDS.has(token) ||
      PRESENT_WORDS.has(token);
    if (!dateLike) break;
    end -= 1;
  }
  return tokens.slice(0, end).join('');
};

/**
 * The ways a text can be read: as it is, with a hyphenated name kept whole across the line
 * break, and (reported) with a word the line breaks after a hyphen joined (TeX's hyphenation),
 * with or without the dates that stand at the lines' ends.
 */
const readings = (texts: string[]) =>
  texts.flatMap((text) => {
    const tailless = text.split('\n').map(withoutDateTail).join('\n');
    return [
      { text: normalize(text), joined: false },
      { text: normalize(text.replace(/-[ \t]*\n\s*/g, '-')), joined: false },
      { text: normalize(text.replace(/-[ \t]*\n\s*/g, '')), joined: true },
      { text: normalize(tailless), joined: true },
      { text: normalize(tailless.replace(/-[ \t]*\n\s*/g, '-')), joined: true },
      { text: normalize(tailless.replace(/-[ \t]*\n\s*/g, '')), joined: true },
    ];
  });

/** Whether the text shows month `month` (1-12) of `year` in one of the forms people write. */
const showsMonth = (text: string, year: string, month: number): boolean => {
  const mm = String(month).padStart(2, '0');
  const numeric = new RegExp(
    `(^|[^\\d])(0?${month}|${mm}) ?[./-] ?${year}|${year} ?[./-] ?${mm}([^\\d]|$)|${year} ?年 ?0?${month} ?月`,
  );
  if (numeric.test(text)) return true;
  const names = new Set(MONTHS[month - 1]!);
  // A month name between the year and the year before it, at most 60 characters back: a date
  // column that wraps puts the month a line above its year.
  for (let at = text.indexOf(year); at >= 0; at = text.indexOf(year, at + 1)) {
    const before = text
      .slice(Math.max(0, at - 60), at)
      .split(/\d{4}/)
      .at(-1)!;
    const words = before.split(/[^\p{L}]+/u).filter(Boolean);
    if (words.some((word) => names.has(word))) return true;
  }
  return false;
};

const PRESENT = [
  'present',
  'current',
  'now',
  'today',
  'to date',
  'heute',
  'aktuell',
  'derzeit',
  'jetzt',
  'seit',
  "aujourd'hui",
  'ce jour',
  'présent',
  'actuel',
  'en cours',
  'depuis',
  'oggi',
  'attuale',
  'in corso',
  'presente',
  'dal ',
  'actualidad',
  'actual',
  'la fecha',
  'desde',
  'obecnie',
  'nadal',
  'teraz',
  'od ',
  'günümüz',
  'halen',
  'devam',
  "'den beri",
  'heden',
  'tot nu',
  'huidig',
  'sinds',
  'atual',
  'momento',
  '現在',
  '現職',
  '至今',
];

export type CheckResult = { errors: string[]; warnings: string[] };

/**
 * Checks a truth against the texts read from its document (several readings of one document:
 * e.g. pdftotext with and without -layout). Fails when a value is not found in any of them.
 */
export const checkTruth = (truth: Truth, texts: string[]): CheckResult => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const all = readings(texts);
  const find = (label: string, value: string | null | undefined) => {
    if (!value) return;
    const wanted = normalize(value);
    const hit = all.find((reading) => reading.text.includes(wanted));
    if (!hit) errors.push(`${label} "${value}" is not in the document`);
    else if (hit.joined) warnings.push(`${label} "${value}" is found only across a hyphenation`);
  };
  const plain = all.filter((reading) => !reading.joined).map((reading) => reading.text);
  const year = (label: string, date: string | null) => {
    if (!date) return;
    const [y, m] = date.split('-');
    if (!plain.some((text) => text.includes(y!))) errors.push(`${label}: year ${y} not shown`);
    else if (m && !plain.some((text) => showsMonth(text, y!, Number(m))))
      errors.push(`${label}: month ${m} of ${y} not shown`);
  };

  find('first name', truth.name.first);
  find('last name', truth.name.last);
  find('email', truth.email);
  const emails = new Set(
    plain.flatMap((text) => text.match(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g) ?? []),
  );
  for (const email of emails)
    if (email !== truth.email?.toLowerCase()) errors.push(`the document shows e-mail ${email}`);
  if (truth.email && emails.size === 0) errors.push('no e-mail address in the document');

  const digitLines = texts.flatMap((text) =>
    text.split('\n').map((line) => line.replace(/[\s./()\u00a0-]/g, '')),
  );
  for (const phone of truth.phones) {
    const parsed = parsePhoneNumberFromString(phone);
    if (!parsed) continue;
    const national = parsed.nationalNumber;
    const international = `+${parsed.countryCallingCode}${national}`;
    const written = digitLines.filter((line) => line.includes(national));
    if (written.length === 0) errors.push(`phone ${phone}: digits ${national} not in the document`);
    else if (
      !written.some(
        (line) => line.includes(international) || line.includes(`00${international.slice(1)}`),
      ) &&
      truth.defaultCountry !== parsed.country
    )
      errors.push(
        `phone ${phone} is written without +: defaultCountry should be ${parsed.country}`,
      );
  }

  if (truth.location) find('city', truth.location.city);
  truth.work.forEach((job, index) => {
    const label = `job ${index + 1}`;
    find(`${label} title`, job.title);
    find(`${label} company`, job.company);
    year(`${label} start`, job.start);
    year(`${label} end`, job.end);
    if (job.isCurrent && !plain.some((text) => PRESENT.some((word) => text.includes(word))))
      errors.push(`${label} is current but the document says nothing like "present"`);
  });
  truth.education.forEach((school, index) => {
    const label = `school ${index + 1}`;
    find(`${label} institution`, school.institution);
    find(`${label} degree`, school.degree);
    find(`${label} field`, school.field);
    year(`${label} end`, school.end);
  });
  for (const skill of truth.skills) find('skill', skill);
  for (const skill of truth.skillsAccepted ?? []) find('accepted skill', skill);
  return { errors, warnings };
};
