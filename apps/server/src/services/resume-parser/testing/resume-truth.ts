import { getExampleNumber, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { Random } from './random.ts';
import { PEOPLE, NON_LATIN_NAMES } from './resume-people.ts';
import { RESUME_WORDS, type ResumeLanguage } from './resume-languages.ts';

/** What a generated resume says, as the parser should read it. */
export type ResumeTruth = {
  language: ResumeLanguage;
  firstName: string;
  lastName: string;
  /** The name as the resume writes it. */
  fullName: string;
  email: string;
  /** E.164, and as the resume writes it. */
  phone: string;
  phoneText: string;
  /** As the resume writes it (Wien, not Vienna): the parse keeps the candidate's wording. */
  city: string;
  countryCode: string;
  /** 'Lyon, France', 'Austin, TX'. */
  locationText: string;
  headline: string;
  work: {
    company: string;
    title: string;
    start: string;
    end: string | null;
    description: string[];
  }[];
  education: { institution: string; degree: string; field: string; start: string; end: string }[];
  skills: string[];
  languages: string[];
};

/** Job titles and skills to draw from (a catalogue's families), so resumes vary by trade. */
export type ResumeTrade = {
  titles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
};

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const phoneFor = (random: Random, country: string) => {
  const example = getExampleNumber(country as CountryCode, examples)!;
  const national = String(example.nationalNumber);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits =
      national.slice(0, 3) + [...national.slice(3)].map(() => random.int(0, 9)).join('');
    const phone = parsePhoneNumberWithError(`+${example.countryCallingCode}${digits}`);
    if (phone.isValid())
      return {
        phone: phone.number,
        phoneText: random.chance(0.6) ? phone.formatInternational() : phone.formatNational(),
      };
  }
  return { phone: example.number, phoneText: example.formatInternational() };
};

const month = (random: Random) => String(random.int(1, 12)).padStart(2, '0');

/** Jobs from newest to oldest, each ending when (or before) the next one starts. */
const workHistory = (random: Random, language: ResumeLanguage, trade: ResumeTrade) => {
  const count = random.int(1, 4);
  const companies = random.sample(
    PEOPLE[language].companies.concat(PEOPLE.en.companies.slice(0, 4)),
    count,
  );
  let year = 2025;
  return companies.map((company, index) => {
    const end = index === 0 && random.chance(0.6) ? null : `${year}-${month(random)}`;
    year -= random.int(1, 4);
    const start = `${year}-${month(random)}`;
    year -= random.chance(0.5) ? 1 : 0;
    return {
      company,
      title: random.pick(trade.titles),
      start,
      end,
      description: random.sample(trade.duties, random.int(0, 3)),
    };
  });
};

export const generateTruth = (
  random: Random,
  language: ResumeLanguage,
  trade: ResumeTrade,
  { canWriteHan = true } = {},
): ResumeTruth => {
  const people = PEOPLE[language];
  const names = NON_LATIN_NAMES.filter(
    ([, , written]) => canWriteHan || !/\p{Script=Han}/u.test(written),
  );
  const nonLatin = random.chance(0.08) ? random.pick(names) : null;
  const firstName = nonLatin?.[0] ?? random.pick(people.firstNames);
  const lastName = nonLatin?.[1] ?? random.pick(people.lastNames);
  const [city, countryCode, countryText] = random.pick(people.places);
  const emailName = nonLatin
    ? `candidate${random.int(1, 999)}`
    : `${ascii(firstName)}.${ascii(lastName)}`;
  const work = workHistory(random, language, trade);
  const oldest = Number(work.at(-1)!.start.slice(0, 4));
  const [degree, field] = random.pick(RESUME_WORDS[language].degrees);
  const studyEnd = oldest - random.int(0, 1);
  const education = [
    {
      institution: random.pick(people.schools),
      degree,
      field,
      start: `${studyEnd - random.int(2, 4)}-09`,
      end: `${studyEnd}-06`,
    },
  ];
  return {
    language,
    firstName,
    lastName,
    fullName: nonLatin?.[2] ?? `${firstName} ${lastName}`,
    email: `${emailName}@${random.pick(['example.com', 'mail.example', 'inbox.example.org'])}`,
    ...phoneFor(random, countryCode),
    city,
    countryCode,
    locationText: `${city}, ${countryText}`,
    headline: work[0]!.title,
    work,
    education,
    skills: random.sample(trade.skills, random.int(4, 9)),
    languages: random.sample(RESUME_WORDS[language].languageNames, random.int(1, 3)),
  };
};
