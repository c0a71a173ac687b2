import type { ParsedResume, ResumeInput } from '../parsed-resume.ts';
import { readCertifications } from './read-certifications.ts';
import { readEmail, readLinks, readPhones } from './read-contact.ts';
import { readEducation } from './read-education.ts';
import { readLanguages } from './read-languages.ts';
import { readLocation } from './read-location.ts';
import { readName } from './read-name.ts';
import { readSkills } from './read-skills.ts';
import { readWork } from './read-work.ts';
import { cleanLines, splitSections } from './split-sections.ts';

const isContactLine = (line: string) => /@|\d{3}|https?:|www\.|linkedin|github/i.test(line);

/** The line under the name, when it is neither contact details nor a place: the headline. */
const readHeadline = (header: readonly string[], nameLine: number) => {
  const line = header[nameLine + 1];
  if (!line || isContactLine(line) || line.length > 120 || readLocation([line])) return undefined;
  return line.split('\t')[0];
};

/** Every field of a resume's text (issue 12): contact details, then the sections. */
export const readFields = (
  text: string,
  input: Pick<ResumeInput, 'skillVocabulary' | 'defaultCountry'>,
): Omit<ParsedResume, 'textReadable'> => {
  const lines = cleanLines(text);
  const sections = splitSections(lines);
  const contactLines = [...sections.header, ...(sections.contact ?? [])];
  const name = readName(sections.header.length > 0 ? sections.header : lines);
  const location = readLocation(contactLines) ?? undefined;
  const country = location?.countryCode || input.defaultCountry;
  const phones = readPhones(contactLines, country);
  const headline = name ? readHeadline(sections.header, name.lineIndex) : undefined;
  const summary = sections.summary?.join(' ').slice(0, 5000);
  const email = readEmail(text);
  const workExperience = readWork(sections.experience ?? []);
  const prose = sections.skills
    ? [summary ?? '', ...workExperience.map((job) => job.description)].join('\n')
    : lines.join('\n');
  return {
    ...(name && { firstName: name.firstName, lastName: name.lastName }),
    ...(email && { email }),
    ...(headline && { headline }),
    ...(summary && { summary }),
    ...(location && { location }),
    phones: phones.length > 0 ? phones : readPhones(lines, country),
    links: readLinks(text),
    workExperience,
    education: readEducation(sections.education ?? []),
    skills: readSkills({
      skillsSection: sections.skills ?? [],
      prose,
      vocabulary: input.skillVocabulary,
    }),
    languages: readLanguages(sections.languages ?? []),
    certifications: readCertifications(sections.certifications ?? []),
    confidence: {
      ...(name && { name: 0.9 }),
      ...(email && { email: 0.9 }),
      ...(phones.length > 0 && { phone: 0.9 }),
      ...(location && { location: 0.9 }),
      ...(headline && { headline: 0.9 }),
    },
  };
};
