import { GENERAL_SKILLS } from '../../apps/server/src/services/resume-parser/fields/general-skills.ts';
import { findPlaces } from '../../apps/server/src/services/resume-parser/fields/place/places.ts';
import {
  WRITE_CONFIDENCE,
  type ConfidentField,
  type ParsedResume,
} from '../../apps/server/src/services/resume-parser/index.ts';
import type { OutsideTruth } from './outside-corpus.ts';
import type { Counts } from './score-resume.ts';

export const OUTSIDE_FIELDS = [
  'name',
  'email',
  'phone',
  'city',
  'country',
  'work items',
  'education items',
  'skills',
] as const;
export type OutsideField = (typeof OUTSIDE_FIELDS)[number];

/**
 * Lower case, NFC, spaces folded, apostrophes alike (a PDF's ’ is a truth's '), no surrounding
 * punctuation: how a reader compares two values.
 */
const norm = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFC')
    .replace(/[’‘`]/gu, "'")
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:·•|–—-]+|[\s,.;:·•|–—-]+$/g, '');
const same = (a: string | null | undefined, b: string | null | undefined) => norm(a) === norm(b);
const asciiFold = (text: string) =>
  norm(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

const NONE: Counts = { right: 0, wrong: 0, missed: 0 };
const scalar = (truth: boolean, found: boolean, isRight: boolean): Counts => {
  if (!truth) return found ? { right: 0, wrong: 1, missed: 0 } : NONE;
  if (isRight) return { right: 1, wrong: 0, missed: 0 };
  return { right: 0, wrong: found ? 1 : 0, missed: 1 };
};

/** Items matched one to one: right when `isMatch` holds; found items left over are wrong. */
const items = <T, U>(
  truth: readonly T[],
  found: readonly U[],
  isMatch: (t: T, f: U) => boolean,
) => {
  const left = [...found];
  let right = 0;
  for (const item of truth) {
    const index = left.findIndex((candidate) => isMatch(item, candidate));
    if (index < 0) continue;
    right += 1;
    left.splice(index, 1);
  }
  return { right, wrong: left.length, missed: truth.length - right };
};

/** A truth date (YYYY-MM, or YYYY when the document shows the year only) against a parsed one. */
const sameDate = (truth: string | null, found: string | null | undefined) =>
  truth === null ? !found : truth.length === 4 ? found?.slice(0, 4) === truth : found === truth;

const CONNECTORS = new Set(
  'in of en de im w the and et und y e i di del des du la le a'.split(' '),
);
const words = (text: string) =>
  asciiFold(text)
    .split(/[\s,()/:–—-]+/)
    .filter((word) => word && !CONNECTORS.has(word))
    .sort()
    .join(' ');

/** The same place: written alike, or the place list's name of the truth's city. */
const sameCity = (truth: OutsideTruth['location'], found: ParsedResume['location']) => {
  if (!truth || !found?.city) return false;
  if (asciiFold(truth.city) === asciiFold(found.city)) return true;
  return findPlaces(truth.city).some(
    (place) =>
      (!truth.countryCode || place.countryCode === truth.countryCode) &&
      same(place.name, found.city),
  );
};

const KNOWN_SKILLS = new Set(GENERAL_SKILLS.map(norm));

/**
 * Listed skills must be found. A found skill the truth does not list is wrong, unless the truth
 * accepts it (a group's name) or it is a known skill named in the document's text.
 */
const skillCounts = (truth: OutsideTruth, parsed: ParsedResume, text: string): Counts => {
  const counts = items(truth.skills, parsed.skills, (t, f) => same(t, f.name));
  const accepted = new Set((truth.skillsAccepted ?? []).map(norm));
  const listed = new Set(truth.skills.map(norm));
  const haystack = ` ${norm(text).replace(/[^\p{L}\p{N}+#.]+/gu, ' ')} `;
  const neutral = parsed.skills.filter((skill) => {
    const name = norm(skill.name);
    if (listed.has(name)) return false;
    return accepted.has(name) || (KNOWN_SKILLS.has(name) && haystack.includes(` ${name} `));
  }).length;
  return { ...counts, wrong: counts.wrong - neutral };
};

/** What the profile gets: a field below the write confidence is offered for review, not written. */
const written = (parsed: ParsedResume, field: ConfidentField) =>
  (parsed.confidence[field] ?? 0) >= WRITE_CONFIDENCE;

export type OutsideScore = Record<OutsideField, Counts> & { isNameOfferedRight: boolean };

/** How each field of one parsed resume compares with its truth. */
export const scoreOutside = (
  truth: OutsideTruth,
  parsed: ParsedResume,
  text: string,
): OutsideScore => {
  const hasName = Boolean(parsed.firstName || parsed.lastName);
  const isNameRight =
    same(parsed.firstName, truth.name.first) && same(parsed.lastName, truth.name.last);
  const isNameWritten = hasName && written(parsed, 'name');
  const phones = written(parsed, 'phone') ? parsed.phones.map((phone) => phone.number) : [];
  const email = written(parsed, 'email') ? parsed.email : undefined;
  const location = written(parsed, 'location') ? parsed.location : undefined;
  return {
    isNameOfferedRight: hasName && !isNameWritten && isNameRight,
    name: scalar(true, isNameWritten, isNameWritten && isNameRight),
    email: scalar(Boolean(truth.email), Boolean(email), same(email, truth.email)),
    phone: scalar(
      truth.phones.length > 0,
      phones.length > 0,
      phones.length > 0 && phones.every((phone) => truth.phones.includes(phone)),
    ),
    city: scalar(
      Boolean(truth.location),
      Boolean(location?.city),
      sameCity(truth.location, location),
    ),
    // a country the document does not write is not scored: the parser may infer it
    country: truth.location?.countryCode
      ? scalar(
          true,
          Boolean(location?.countryCode),
          location?.countryCode === truth.location.countryCode,
        )
      : NONE,
    'work items': items(
      truth.work,
      parsed.workExperience,
      (t, f) =>
        same(t.title, f.title) &&
        same(t.company, f.company) &&
        sameDate(t.start, f.startDate) &&
        (t.isCurrent ? f.isCurrent : !f.isCurrent && sameDate(t.end, f.endDate)),
    ),
    'education items': items(
      truth.education,
      parsed.education,
      (t, f) =>
        same(t.institution, f.institution) &&
        words(`${t.degree} ${t.field}`) === words(`${f.degree} ${f.field}`) &&
        sameDate(t.end, f.endDate),
    ),
    skills: skillCounts(truth, parsed, text),
  };
};
