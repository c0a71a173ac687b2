// The office family's resumes (make.ts writes each as DOCX or ODT in its layout), in the order
// the benchmark reads them.
import type { OfficeResume } from './office-resume.ts';
import { ENGLISH_RESUMES } from './resumes-en.ts';
import { FRENCH_GERMAN_RESUMES } from './resumes-fr-de.ts';
import { SPANISH_POLISH_RESUMES } from './resumes-es-pl.ts';
import { TURKISH_VIETNAMESE_RESUMES } from './resumes-tr-vi.ts';
import { JAPANESE_ARABIC_PORTUGUESE_ITALIAN_DUTCH_RESUMES } from './resumes-ja-ar-pt-it-nl.ts';

export const RESUMES: OfficeResume[] = [
  ...ENGLISH_RESUMES,
  ...FRENCH_GERMAN_RESUMES,
  ...SPANISH_POLISH_RESUMES,
  ...TURKISH_VIETNAMESE_RESUMES,
  ...JAPANESE_ARABIC_PORTUGUESE_ITALIAN_DUTCH_RESUMES,
];
