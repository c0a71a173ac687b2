import type { ParsedResume } from '../parsed-resume.ts';
import { headingSegments } from './item-blocks.ts';
import { readDateRanges, withoutDates } from './read-dates.ts';

type Certification = ParsedResume['certifications'][number];

/** One certification a line: its name, then its issuer ('AWS Solutions Architect — Amazon, 2021'). */
export const readCertifications = (section: readonly string[]): Certification[] =>
  section.slice(0, 30).flatMap((line) => {
    const text = line.replace(/^[•●▪◦■*·\-–—]\s*/u, '');
    const dates = readDateRanges(text)[0];
    const [name, issuer = ''] = headingSegments([dates ? withoutDates(text, dates) : text]);
    if (!name || name.length > 200) return [];
    return [
      {
        name,
        issuer,
        issuedDate: dates?.start ?? dates?.end ?? null,
        expiresDate: dates?.start ? dates.end : null,
      },
    ];
  });
