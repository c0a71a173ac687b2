import type { ParsedResume } from '../../apps/server/src/services/resume-parser/parsed-resume.ts';
import type { ResumeTruth } from '../../apps/server/src/services/resume-parser/testing/resume-truth.ts';

/** Field-level counts: right (true positives), found but wrong or extra, and missed. */
export type Counts = { right: number; wrong: number; missed: number };
export const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'work items',
  'education items',
  'skills',
] as const;
export type FieldName = (typeof FIELDS)[number];

/** Equal ignoring case, by full case mapping too: 'GROSS' written in capitals is 'Groß'. */
const same = (a: string | null | undefined, b: string | null | undefined) => {
  const [x, y] = [a ?? '', b ?? ''].map((text) => text.normalize('NFC').trim());
  return x!.toLowerCase() === y!.toLowerCase() || x!.toUpperCase() === y!.toUpperCase();
};

const scalar = (isFound: boolean, isRight: boolean): Counts =>
  isRight ? { right: 1, wrong: 0, missed: 0 } : { right: 0, wrong: isFound ? 1 : 0, missed: 1 };

/** Items matched one to one: right when every compared part is equal. */
const items = <T, U>(
  truth: readonly T[],
  found: readonly U[],
  isMatch: (t: T, f: U) => boolean,
): Counts => {
  const left = [...found];
  let right = 0;
  for (const item of truth) {
    const index = left.findIndex((candidate) => isMatch(item, candidate));
    if (index >= 0) {
      right += 1;
      left.splice(index, 1);
    }
  }
  return { right, wrong: left.length, missed: truth.length - right };
};

/**
 * Skills: the listed ones must be found; a found skill that is not listed is wrong unless the
 * resume's job descriptions name it (the parser is meant to find those too).
 */
const skillCounts = (truth: ResumeTruth, parsed: ParsedResume): Counts => {
  const counts = items(truth.skills, parsed.skills, (t, f) => same(t, f.name));
  const descriptions = truth.work
    .flatMap((job) => job.description)
    .join('\n')
    .toLowerCase();
  const listed = new Set(truth.skills.map((skill) => skill.toLowerCase()));
  const named = parsed.skills.filter(
    (skill) =>
      !listed.has(skill.name.toLowerCase()) && descriptions.includes(skill.name.toLowerCase()),
  ).length;
  return { ...counts, wrong: counts.wrong - named };
};

/** How each field of one parsed resume compares with its truth. */
export const scoreResume = (
  truth: ResumeTruth,
  parsed: ParsedResume,
): Record<FieldName, Counts> => ({
  name: scalar(
    Boolean(parsed.firstName),
    same(parsed.firstName, truth.firstName) && same(parsed.lastName, truth.lastName),
  ),
  email: scalar(Boolean(parsed.email), same(parsed.email, truth.email)),
  phone: scalar(parsed.phones.length > 0, parsed.phones[0]?.number === truth.phone),
  location: scalar(
    Boolean(parsed.location),
    same(parsed.location?.city, truth.city) && parsed.location?.countryCode === truth.countryCode,
  ),
  'work items': items(
    truth.work,
    parsed.workExperience,
    (t, f) =>
      same(t.company, f.company) &&
      same(t.title, f.title) &&
      t.start === f.startDate &&
      t.end === f.endDate &&
      f.isCurrent === (t.end === null),
  ),
  'education items': items(
    truth.education,
    parsed.education,
    (t, f) =>
      same(t.institution, f.institution) &&
      same(t.degree, f.degree) &&
      same(t.field, f.field) &&
      t.end === f.endDate,
  ),
  skills: skillCounts(truth, parsed),
});
