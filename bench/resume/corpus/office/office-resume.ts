// What one office-family resume shows (make.ts writes it as DOCX or ODT in its layout), from
// which its truth is written.
import type { Layout } from './layout-names.ts';

export type Language =
  'en' | 'fr' | 'de' | 'es' | 'pl' | 'tr' | 'vi' | 'ja' | 'ar' | 'pt' | 'it' | 'nl';

export type OfficeResume = {
  id: string;
  layout: Layout;
  format: 'docx' | 'odt';
  /** The truth's language: BCP 47, a region where the resume is of one. */
  language: string;
  defaultCountry?: string;
  font?: string;
  first: string;
  last: string;
  nameShown: string;
  headline: string;
  /** The place line as written, and the city and country it names. */
  place: string;
  location: { city: string; countryCode: string | null } | null;
  phoneShown: string;
  phone: string;
  email: string;
  summary?: string;
  headings: { profile: string; work: string; education: string; skills: string; languages: string };
  work: {
    title: string;
    company: string;
    place?: string;
    dates: string;
    start: string | null;
    end: string | null;
    isCurrent: boolean;
    lines: string[];
  }[];
  education: {
    institution: string;
    degreeShown: string;
    degree: string;
    field: string;
    dates: string;
    end: string | null;
  }[];
  skills: string[];
  languagesLine?: string;
};
