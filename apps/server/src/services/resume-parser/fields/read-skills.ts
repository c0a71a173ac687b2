import { escapeRegExp } from '@careers/shared';
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

/**
 * One pattern per skill: whole words only (no 'Go' in 'Google', no 'Java' in 'JavaScript'), so
 * a skill that ends in a symbol ('C++', 'C#', 'Node.js') is bounded by what may follow a word.
 * Skills of one or two letters ('C', 'R', 'Go') match in their own case only.
 */
const skillPattern = (skill: string) => {
  const flags = skill.length <= 2 ? 'u' : 'iu';
  return new RegExp(
    `(?<![\\p{L}\\p{N}+#.&/-])${escapeRegExp(skill)}(?![\\p{L}\\p{N}+#&/]|\\.[\\p{L}\\p{N}])`,
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

/** '(advanced)', ': expert', ' – good', ' 4/5', ' ★★★': not the hyphen of 'Evidence-based'. */
const LEVEL_PART = /(?:\s*[(:]|\s+[–—-])\s*[^,;()]*\)?$|\s+\d\/\d$|\s+[★☆●○]+$/u;

/** Words a wrapped item's line may end on: it goes on ('Hygiène et prévention des' / 'infections'). */
const CONNECTOR_END =
  /\s(?:and|of|for|the|in|with|et|des|de|du|la|le|les|en|und|der|die|das|für|von|y|del|e|di|della|i|w|ve|ile|van|het|voor)$/iu;

/**
 * A skills section's lines with wrapped list lines joined: a line of a comma list that does not
 * end in a comma goes on on the next line ('…, CT scanning, Ventilator' / 'management'); so does
 * an item a line of its own that a narrow column wrapped, when the next line opens in lower case
 * or a bracket and the item ends on a connector or fills the column ('Soins techniques et
 * pansements' / 'complexes', 'Dossier patient informatisé' / '(DxCare)').
 */
const joinWrapped = (section: readonly string[]) => {
  const longest = Math.max(0, ...section.map((line) => line.length));
  const lines: string[] = [];
  for (const line of section) {
    const previous = lines.at(-1);
    const isListContinued =
      previous !== undefined &&
      previous.includes(',') &&
      !/[,;]$/.test(previous) &&
      !/^[\s*\-–—▪◦●•]/u.test(line) &&
      !/^[^:,]{2,30}:/.test(line);
    const isItemWrapped =
      previous !== undefined &&
      section.length >= 4 &&
      !/[,;.:]/.test(previous) &&
      !line.includes(',') &&
      /^(?:\p{Ll}|\()/u.test(line) &&
      (CONNECTOR_END.test(previous) ||
        /^\(/.test(line) ||
        (previous.length >= 15 && previous.length >= longest * 0.85));
    if (isListContinued || isItemWrapped) lines[lines.length - 1] = `${previous} ${line}`;
    else lines.push(line);
  }
  return lines;
};

/** Separators of a list's items: commas (Arabic and CJK ones too), semicolons, bullets, bars, cells. */
const SEPARATOR = /[,;|•·\t،、，；]/u;

/**
 * A line's items split at its separators outside brackets: 'SQL (PostgreSQL, Snowflake)'
 * stays one skill. ' / ' sets items apart too.
 */
const splitItems = (line: string): string[] => {
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (const char of line) {
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && SEPARATOR.test(char)) {
      items.push(item);
      item = '';
    } else item += char;
  }
  items.push(item);
  return items.flatMap((piece) => piece.split(/\s+\/\s+/));
};

/**
 * Lines of a skills section that list no skill: a mother tongue, a driving licence, a footer
 * (a link, '©'), a row of CEFR levels; and a Europass language grid, from its label ('Weitere
 * Sprachen:', 'Altre lingue:') to the next label.
 */
const NOT_SKILLS_LABEL =
  /^(?:muttersprache|mother tongue|native language|langue maternelle|lengua materna|lingua madre|madrelingua|jezyk ojczysty|ana dil|fuhrerschein|driving licen[cs]e|permis de conduire|permiso de conducir|patente di guida|prawo jazdy|ehliyet|niveaus|levels|niveaux|niveles|livelli|poziomy|seviyeler)/u;
const GRID_LABEL =
  /^(?:weitere sprachen|other languages?|foreign languages?|autres langues|otros idiomas|altre lingue|inne jezyki|yabanci dil)/u;
const CEFR_CELL = /^(?:[\p{L} ()]+:\s*)?[abc][12]$/iu;

const withoutNonSkills = (section: readonly string[]) => {
  let isInGrid = false;
  return section.filter((line) => {
    const key = foldText(line)
      .replace(/\(.*?\)/g, '')
      .trim();
    const isLabelled = /^[^:\t]{2,40}:/u.test(line);
    if (GRID_LABEL.test(key)) isInGrid = true;
    else if (isLabelled && !NOT_SKILLS_LABEL.test(key)) isInGrid = false;
    if (isInGrid || NOT_SKILLS_LABEL.test(key)) return false;
    if (/https?:|www\.|©/u.test(line)) return false;
    const cells = line.split('\t');
    return !(cells.length >= 2 && cells.every((cell) => CEFR_CELL.test(cell.trim())));
  });
};

/**
 * A language with its level listed among skills ('Japanese (native)', 'angielski – B2',
 * 'English (TOEIC 905)'): the languages' field, no skill.
 */
const LANGUAGE_LEVEL =
  /(?<!\p{L})(?:[abc][12]|native|mother tongue|muttersprache|langue maternelle|lengua materna|madrelingua|ojczysty|fluent|courant|fliessend|toeic|toefl|ielts|delf|dalf|dele|jlpt|hsk)(?!\p{L})/iu;

/** A skills section's items: split at commas, bullets, bars and lines; levels read and removed. */
const listedSkills = (section: readonly string[]): Skill[] =>
  joinWrapped(withoutNonSkills(section))
    .flatMap((line) => splitItems(line.replace(/^[^:]{2,30}:\s+(?=.*[,;،、])/u, '')))
    .map((item) => item.replace(/^[\s*\-–—▪◦●]+/, '').trim())
    .filter((item) => item.length >= 1 && item.length <= 60 && item.split(/\s+/).length <= 5)
    .filter((item) => !LANGUAGE_LEVEL.test(foldText(item.match(LEVEL_PART)?.[0] ?? '')))
    .map((item) => {
      const proficiency = proficiencyOf(item.match(LEVEL_PART)?.[0] ?? '');
      const name = proficiency ? item.replace(LEVEL_PART, '').trim() : item;
      return { name, proficiency };
    })
    .filter(
      (skill) => skill.name && !/[.!?:]$/.test(skill.name) && /^[\p{L}\p{N}.#]/u.test(skill.name),
    );

/** Known skills named in prose, each match whole and not inside a longer one ('React Native'). */
const namedSkills = (prose: string, known: readonly string[]) => {
  // A plain substring test first: the whole-word pattern is slow where the skill is absent.
  const lower = prose.toLowerCase();
  const matches = known.flatMap((skill) => {
    if (!lower.includes(skill.toLowerCase())) return [];
    const match = patternOf(skill).exec(prose);
    return match ? [{ skill, from: match.index, to: match.index + match[0].length }] : [];
  });
  return matches
    .filter(
      (match) =>
        !matches.some(
          (other) =>
            other !== match &&
            other.from <= match.from &&
            other.to >= match.to &&
            other.to - other.from > match.to - match.from,
        ),
    )
    .map((match) => match.skill);
};

/**
 * The skills a resume lists in its skills section (in the vocabulary's spelling when it has
 * one), then the known skills (the tenant's and the general list) that its prose names — the
 * job descriptions and summary, not titles or company names — unless a listed item holds them
 * ('Apache Spark' lists no 'Spark'). Without a skills section the whole text is the prose.
 */
export const readSkills = (options: {
  skillsSection: readonly string[];
  prose: string;
  vocabulary: readonly string[];
}): Skill[] => {
  const known = [...new Set([...options.vocabulary, ...GENERAL_SKILLS])].filter(
    (skill) => !PLAIN_WORD_SKILLS.has(skill) || options.vocabulary.includes(skill),
  );
  const spelling = new Map(known.map((skill) => [foldText(skill), skill]));
  const skills = new Map<string, Skill>();
  for (const skill of listedSkills(options.skillsSection)) {
    const key = foldText(skill.name);
    if (!skills.has(key)) skills.set(key, { ...skill, name: spelling.get(key) ?? skill.name });
  }
  const listed = [...skills.keys()];
  for (const skill of namedSkills(options.prose, known)) {
    const key = foldText(skill);
    if (!skills.has(key) && !listed.some((item) => patternOf(skill).test(item)))
      skills.set(key, { name: skill, proficiency: null });
  }
  return [...skills.values()];
};
