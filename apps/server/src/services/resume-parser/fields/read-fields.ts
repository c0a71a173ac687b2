import type { ResumeLine } from '../extract/resume-line.ts';
import type { ParsedResume, ResumeInput } from '../parsed-resume.ts';
import { foldText } from './fold.ts';
import { GENERAL_SKILLS } from './general-skills.ts';
import { readCertifications } from './read-certifications.ts';
import { LANGUAGE_COUNTRIES, guessLanguage } from './document-language.ts';
import { phoneCountries, readEmail, readLinks, readPhones } from './read-contact.ts';
import { readEducation } from './read-education.ts';
import { readLanguages } from './read-languages.ts';
import { readLocation } from './place/read-location.ts';
import { readName } from './read-name.ts';
import { readSkills } from './read-skills.ts';
import { readWork } from './read-work.ts';
import { titleHeadWords, titleScore } from './role-words.ts';
import { splitSections } from './split-sections.ts';

const isContactLine = (line: string) => /@|\d{3}|https?:|www\.|linkedin|github/i.test(line);
const texts = (lines: readonly ResumeLine[] | undefined) => (lines ?? []).map((line) => line.text);

/** The line under the name, when it is neither contact details nor a place: the headline. */
const readHeadline = (header: readonly ResumeLine[], nameLine: ResumeLine) => {
  const line = header[header.indexOf(nameLine) + 1]?.text;
  if (!line || isContactLine(line) || line.length > 120 || readLocation([line])) return undefined;
  return line.split('\t')[0];
};

/** Every field of a resume's lines (issue 12): contact details, then the sections. */
export const readFields = (
  lines: readonly ResumeLine[],
  input: Pick<ResumeInput, 'skillVocabulary' | 'titleVocabulary' | 'defaultCountry'>,
): Omit<ParsedResume, 'textReadable'> => {
  const sections = splitSections(lines);
  const text = texts(lines).join('\n');
  const contactLines = texts([...sections.header, ...(sections.contact ?? [])]);
  const skills = new Set([...input.skillVocabulary, ...GENERAL_SKILLS].map(foldText));
  const tenantWords = titleHeadWords(input.titleVocabulary ?? []);
  const isKnownWord = (words: string) =>
    skills.has(foldText(words)) || titleScore(words, tenantWords) >= 2;
  const name = readName(sections.header.length > 0 ? sections.header : lines, isKnownWord);
  const language = guessLanguage(text);
  const hints = [
    ...(input.defaultCountry ? [input.defaultCountry] : []),
    ...phoneCountries(texts(lines)),
    ...(language ? (LANGUAGE_COUNTRIES[language] ?? []) : []),
  ];
  const found = readLocation(contactLines, hints);
  const location = found?.location;
  const countries = [...(location ? [location.countryCode] : []), ...hints];
  const contactPhones = readPhones(contactLines, countries);
  const phones = contactPhones.length > 0 ? contactPhones : readPhones(texts(lines), countries);
  const headline = name ? readHeadline(sections.header, name.line) : undefined;
  const summary = texts(sections.summary).join(' ').slice(0, 5000);
  const email = readEmail(text);
  const workExperience = readWork(sections.experience ?? [], tenantWords, countries);
  const prose = sections.skills
    ? [summary, ...workExperience.map((job) => job.description)].join('\n')
    : text;
  return {
    ...(name && { firstName: name.firstName, lastName: name.lastName }),
    ...(email && { email }),
    ...(headline && { headline }),
    ...(summary && { summary }),
    ...(location && { location }),
    phones,
    links: readLinks(text),
    workExperience,
    education: readEducation(sections.education ?? []),
    skills: readSkills({
      skillsSection: texts(sections.skills),
      prose,
      vocabulary: input.skillVocabulary,
    }),
    languages: readLanguages(texts(sections.languages)),
    certifications: readCertifications(texts(sections.certifications)),
    confidence: {
      ...(name && { name: name.confidence }),
      ...(email && { email: 0.95 }),
      ...(phones.length > 0 && { phone: contactPhones.length > 0 ? 0.9 : 0.75 }),
      ...(found && { location: found.confidence }),
      ...(headline && { headline: 0.8 }),
    },
  };
};
