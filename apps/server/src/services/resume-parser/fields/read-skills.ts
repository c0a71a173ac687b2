import type { ParsedResume } from '../parsed-resume.ts';
import { foldText } from './fold.ts';
import { GENERAL_SKILLS, PLAIN_WORD_SKILLS } from './general-skills.ts';

type Skill = ParsedResume['skills'][number];
type Proficiency = NonNullable<Skill['proficiency']>;

const LEVELS: [RegExp, Proficiency][] = [
  [/\b(expert|experte|experto|esperto|ekspert|эксперт|master)/, 'expert'],
  [
    /\b(advanced|avance|fortgeschritten|avanzado|avanzato|zaawansowany|продвинутый|proficient|very good|sehr gut)/,
    'advanced',
  ],
  [
    /\b(intermediate|intermediaire|mittel|intermedio|sredniozaawansowany|средний|good|gut|bon|bueno|buono|dobry)/,
    'intermediate',
  ],
  [
    /\b(beginner|basic|debutant|notions|grundkenntnisse|basico|principiante|base|podstawowy|начальный|базовый)/,
    'beginner',
  ],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per skill: whole words only (no 'Go' in 'Google', no 'Java' in 'JavaScript'), so
 * a skill that ends in a symbol ('C++', 'C#', 'Node.js') is bounded by what may follow a word.
 * Skills of one or two letters ('C', 'R', 'Go') match in their own case only.
 */
const skillPattern = (skill: string) => {
  const flags = skill.length <= 2 ? 'u' : 'iu';
  return new RegExp(
    `(?<![\\p{L}\\p{N}+#.&/-])${escape(skill)}(?![\\p{L}\\p{N}+#&/]|\\.[\\p{L}\\p{N}])`,
    flags,
  );
};

const patterns = new Map<string, RegExp>();
const patternOf = (skill: string) => {
  let pattern = patterns.get(skill);
  if (!pattern) patterns.set(skill, (pattern = skillPattern(skill)));
  return pattern;
};

const proficiencyOf = (text: string): Proficiency | null =>
  LEVELS.find(([pattern]) => pattern.test(foldText(text)))?.[1] ?? null;

const LEVEL_PART = /\s*(?:[(:–—-]\s*[^,;()]*\)?|\s+\d\/\d|\s+[★☆●○]+)$/u;

/** A skills section's items: split at commas, bullets, bars and lines; levels read and removed. */
const listedSkills = (section: readonly string[]): Skill[] =>
  section
    .flatMap((line) => line.replace(/^[^:]{2,30}:\s+(?=.*[,;])/, '').split(/[,;|•·\t]|\s+\/\s+/))
    .map((item) => item.replace(/^[\s*\-–—▪◦●]+/, '').trim())
    .filter((item) => item.length >= 1 && item.length <= 60 && item.split(/\s+/).length <= 5)
    .map((item) => {
      const proficiency = proficiencyOf(item.match(LEVEL_PART)?.[0] ?? '');
      const name = proficiency ? item.replace(LEVEL_PART, '').trim() : item;
      return { name, proficiency };
    })
    .filter((skill) => skill.name && !/[.!?]$/.test(skill.name));

/**
 * The skills a resume lists in its skills section, then the known skills (the tenant's and the
 * general list) named anywhere else, each once, in the vocabulary's spelling when it has one.
 */
export const readSkills = (options: {
  skillsSection: readonly string[];
  text: string;
  vocabulary: readonly string[];
}): Skill[] => {
  const known = [...new Set([...options.vocabulary, ...GENERAL_SKILLS])];
  const spelling = new Map(known.map((skill) => [foldText(skill), skill]));
  const skills = new Map<string, Skill>();
  for (const skill of listedSkills(options.skillsSection)) {
    const key = foldText(skill.name);
    if (!skills.has(key)) skills.set(key, { ...skill, name: spelling.get(key) ?? skill.name });
  }
  for (const skill of known) {
    if (PLAIN_WORD_SKILLS.has(skill) && !options.vocabulary.includes(skill)) continue;
    const key = foldText(skill);
    if (!skills.has(key) && patternOf(skill).test(options.text))
      skills.set(key, { name: skill, proficiency: null });
  }
  return [...skills.values()];
};
