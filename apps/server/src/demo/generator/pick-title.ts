import type { CatalogueFamily } from '../catalogue/catalogue.ts';
import { LOCALIZED_TITLES, type TitleLanguage } from '../catalogue/localized-titles.ts';
import type { Ladder } from '../catalogue/types.ts';
import { createWeightedPicker, type Random } from '../prng.ts';
import { LADDER_WEIGHT, midStep, pickStep, type LadderStep } from './ladders.ts';

export type TitleChoice = {
  /** As published: localised, or English with seniority and maybe a specialisation. */
  title: string;
  /** English title used in the description text. */
  englishTitle: string;
  ladder: Ladder;
  step: LadderStep;
};

type BaseTitle = { title: string; ladder: Ladder };

export type TitlePicker = (random: Random, language: TitleLanguage | undefined) => TitleChoice;

const SPECIALISATION_SHARE = 0.2;
const LOCALIZED_SHARE = 0.4;

const withPrefix = (prefix: string, title: string) => (prefix ? `${prefix} ${title}` : title);

/** Builds the title picker of one family; the tables are made once per family. */
export const createTitlePicker = (family: CatalogueFamily): TitlePicker => {
  const bases: BaseTitle[] = Object.entries(family.titles).flatMap(([ladder, titles]) =>
    (titles ?? []).map((title) => ({ title, ladder: ladder as Ladder })),
  );
  const pickBase = createWeightedPicker(bases, (base) => LADDER_WEIGHT[base.ladder]);
  const localizable = bases.filter((base) => LOCALIZED_TITLES[base.title] !== undefined);
  const specialisations = family.specialisations ?? [];

  return (random, language) => {
    if (language && localizable.length > 0 && random.chance(LOCALIZED_SHARE)) {
      const base = random.pick(localizable);
      const localized = LOCALIZED_TITLES[base.title]?.[language] ?? base.title;
      return {
        title: localized,
        englishTitle: base.title,
        ladder: base.ladder,
        step: midStep(base.ladder),
      };
    }
    const base = pickBase(random);
    const step = pickStep(base.ladder, random);
    const englishTitle = withPrefix(step.prefix, base.title);
    const canSpecialise =
      specialisations.length > 0 && base.ladder !== 'director' && base.ladder !== 'intern';
    const title =
      canSpecialise && random.chance(SPECIALISATION_SHARE)
        ? `${englishTitle}, ${random.pick(specialisations)}`
        : englishTitle;
    return { title, englishTitle, ladder: base.ladder, step };
  };
};
