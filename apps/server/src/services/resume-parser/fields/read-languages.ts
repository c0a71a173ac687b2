import type { ParsedResume } from '../parsed-resume.ts';
import { foldText } from './fold.ts';

type Language = ParsedResume['languages'][number];
type Fluency = NonNullable<Language['fluency']>;

/** Level words and CEFR levels, most specific first (folded). */
const FLUENCIES: [RegExp, Fluency][] = [
  [
    /native|mother tongue|bilingual|langue maternelle|maternelle|muttersprache|nativo|nativa|lengua materna|madrelingua|ojczysty|natywny|родной|moedertaal|母语|اللغة الأم/,
    'native',
  ],
  [
    /\bc2\b|\bc1\b|fluent|courant|flie[sß]end|verhandlungssicher|fluido|fluente|biegly|свободно|vloeiend|full professional/,
    'full_professional',
  ],
  [
    /\bb2\b|professional|professionnel|gut|bueno|buono|dobry|upper intermediate|advanced|avance|avanzado|zaawansowany/,
    'professional_working',
  ],
  [
    /\bb1\b|intermediate|intermediaire|conversational|mittel|intermedio|komunikatywny|sredni|средний/,
    'limited_working',
  ],
  [
    /\ba1\b|\ba2\b|basic|elementary|beginner|notions|grundkenntnisse|basico|base|podstawowy|базовый|начальный/,
    'elementary',
  ],
];

const fluencyOf = (text: string): Fluency | null =>
  FLUENCIES.find(([pattern]) => pattern.test(foldText(text)))?.[1] ?? null;

/** 'English (native)', 'Français – C1', 'Deutsch: fließend', 'Spanish - B2 (upper intermediate)'. */
export const readLanguages = (section: readonly string[]): Language[] => {
  const languages: Language[] = [];
  // A sidebar wraps 'French (Native' / 'speaker)': a line with an open bracket goes on.
  const joined = section.join('\n').replace(/\(([^)\n]*)\n/g, '($1 ');
  for (const item of joined.split(/[,;|•·\t\n]/)) {
    const match = /^\s*([\p{L}][\p{L} ]{1,29}?)\s*(?:[(:–—-]\s*(.*?)\)?)?\s*$/u.exec(item);
    if (!match) continue;
    const name = match[1]!.trim();
    if (name.split(/\s+/).length > 2) continue;
    languages.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      fluency: fluencyOf(match[2] ?? ''),
    });
  }
  return languages.slice(0, 15);
};
