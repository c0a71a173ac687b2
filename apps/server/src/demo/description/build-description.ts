import { escapeMarkup } from '@careers/shared';
import type { CatalogueFamily } from '../catalogue/catalogue.ts';
import type { Level } from '../generator/ladders.ts';
import type { EmploymentType, LocationFields } from '../../modules/positions/index.ts';
import type { Random } from '../prng.ts';
import {
  BENEFIT_HEADINGS,
  BENEFITS,
  BONUS_HEADINGS,
  CLOSINGS,
  DUTY_HEADINGS,
  EMPLOYMENT_SENTENCES,
  INTRODUCTIONS,
  LEVEL_SENTENCES,
  REQUIREMENT_HEADINGS,
  SKILL_LEADS,
  SOFT_REQUIREMENTS,
} from './description-text.ts';
import { heading, joinList, list, paragraph, withArticle } from './html.ts';
import { experienceLine } from './requirement-lines.ts';

export type DescriptionInput = {
  company: string;
  englishTitle: string;
  family: CatalogueFamily;
  level: Level;
  /** An hourly shift role: no prior experience needed at mid level. */
  isShiftRole: boolean;
  employmentType: EmploymentType;
  skills: readonly string[];
  isRemote: boolean;
  locations: readonly LocationFields[];
};

const workplaceSentence = (input: DescriptionInput, random: Random): string => {
  const [first] = input.locations;
  if (input.isRemote) {
    return first?.country
      ? `This role is remote within ${escapeMarkup(first.country)}, with occasional team meet-ups.`
      : 'This role is fully remote: work from anywhere with a reliable internet connection and a few hours of overlap with your team.';
  }
  const places = input.locations.map((location) => escapeMarkup(location.displayName));
  if (places.length > 1) return `You can be based in any of these locations: ${places.join('; ')}.`;
  const place = places[0] ?? '';
  if ((input.family.pattern ?? 'office') !== 'office' || input.family.isOnSite) {
    return `You will work on site in ${place}.`;
  }
  return random.chance(0.5)
    ? `The role is based in ${place}, working from our office three days a week.`
    : `You will work from our ${place} office, with the option to work from home two days a week.`;
};

/** The position's HTML description: about, duties, requirements, extras, benefits, closing. */
export const buildDescription = (input: DescriptionInput, random: Random): string => {
  const { family } = input;
  const company = escapeMarkup(input.company);
  const context = {
    company,
    aTitle: escapeMarkup(withArticle(input.englishTitle)),
    family: escapeMarkup(family.name),
    department: escapeMarkup(family.department),
  };
  const about = [random.pick(INTRODUCTIONS)(context), LEVEL_SENTENCES[input.level]];
  about.push(workplaceSentence(input, random));
  if (input.employmentType !== 'full_time') about.push(EMPLOYMENT_SENTENCES[input.employmentType]);

  const skills = input.skills.map(escapeMarkup);
  const area = escapeMarkup(family.area ?? family.name.toLowerCase());
  const requirements = [
    experienceLine(input.level, area, input.isShiftRole),
    `${random.pick(SKILL_LEADS)} ${joinList(skills.slice(0, 3))}`,
    ...random.sample(family.requirements, 2).map(escapeMarkup),
    random.pick(SOFT_REQUIREMENTS),
  ];
  const bonusSkills = skills.slice(3, 6);
  const pattern = family.pattern ?? 'office';

  const parts = [
    heading('About the role'),
    paragraph(about.join(' ')),
    heading(random.pick(DUTY_HEADINGS)),
    list(random.sample(family.duties, random.int(4, 6)).map(escapeMarkup)),
    heading(random.pick(REQUIREMENT_HEADINGS)),
    list(requirements),
  ];
  if (bonusSkills.length > 0 && random.chance(0.5)) {
    parts.push(
      heading(random.pick(BONUS_HEADINGS)),
      list([`Experience with: ${joinList(bonusSkills)}`]),
    );
  }
  parts.push(
    heading(random.pick(BENEFIT_HEADINGS)),
    list(random.sample(BENEFITS[pattern], random.int(4, 6))),
    paragraph(random.pick(CLOSINGS)(company)),
  );
  return parts.join('');
};
