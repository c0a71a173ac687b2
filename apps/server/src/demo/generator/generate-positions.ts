import { FAMILIES, type CatalogueFamily } from '../catalogue/catalogue.ts';
import { BROAD_CATALOGUE, type DemoCatalogue } from '../catalogue/demo-catalogues.ts';
import { COUNTRY_PAY, WORLDWIDE_PAY } from '../catalogue/country-pay.ts';
import { COUNTRY_TITLE_LANGUAGE } from '../catalogue/localized-titles.ts';
import { resolveDemoCities, type DemoCity } from '../cities/resolve-demo-cities.ts';
import { buildDescription } from '../description/build-description.ts';
import { createLocationPicker } from './pick-locations.ts';
import { pickSalary } from './pick-salary.ts';
import { pickEmploymentType, pickSchedule } from './pick-schedule.ts';
import { createTitlePicker, type TitlePicker } from './pick-title.ts';
import type { PositionFields } from '../../modules/positions/index.ts';
import { createRandom, createWeightedPicker, type Random } from '../prng.ts';

export type GenerateDemoPositionsOptions = {
  count: number;
  /** The same seed and `now` always give the same positions, in the same order. */
  seed: string;
  now: Date;
  /** Defaults to the curated demo cities (resolveDemoCities). */
  cities?: readonly DemoCity[];
  /** Which employer's openings to make; defaults to BROAD_CATALOGUE (Northwind's mix). */
  catalogue?: DemoCatalogue;
};

const REMOTE_SHARE = 0.12;
const MAX_REMOTE_SHARE_OF_ELIGIBLE = 0.35;
const MULTI_LOCATION_SHARE = 0.15;
const UNDISCLOSED_SALARY_SHARE = 0.12;
/** One in this many roles that could be remote but are not is hybrid (no random draw: the
 * sequence of draws, and so every other field, stays what it was before workplaces existed). */
const HYBRID_EVERY = 3;
/** Requisition numbers start here, one per position in generation order. */
const FIRST_REQUISITION = 10_001;

type FamilyPlan = { family: CatalogueFamily; pickTitle: TitlePicker };

const selectFamilies = (names: readonly string[] | undefined): CatalogueFamily[] => {
  if (!names) return [...FAMILIES];
  const unknown = names.filter((name) => !FAMILIES.some((family) => family.name === name));
  if (unknown.length > 0) throw new Error(`Unknown job families: ${unknown.join(', ')}`);
  return FAMILIES.filter((family) => names.includes(family.name));
};

const selectCities = (options: GenerateDemoPositionsOptions): readonly DemoCity[] => {
  const cities = options.cities ?? resolveDemoCities();
  const codes = options.catalogue?.countryCodes;
  const selected = codes ? cities.filter((city) => codes.includes(city.countryCode)) : cities;
  if (selected.length === 0) throw new Error('No demo city matches the requested countries');
  return selected;
};

/** Remote roles come only from families that can work remotely, so their odds rise to match. */
const remoteOdds = (families: readonly CatalogueFamily[]): number => {
  const weightOf = (family: CatalogueFamily) => family.weight ?? 1;
  const total = families.reduce((sum, family) => sum + weightOf(family), 0);
  const eligible = families
    .filter((family) => !family.isOnSite)
    .reduce((sum, family) => sum + weightOf(family), 0);
  return eligible === 0
    ? 0
    : Math.min(MAX_REMOTE_SHARE_OF_ELIGIBLE, (REMOTE_SHARE * total) / eligible);
};

/**
 * Streams deterministic demo positions: nothing is kept between positions, so a million can be
 * inserted in batches without holding them in memory.
 */
export function* generateDemoPositions(
  options: GenerateDemoPositionsOptions,
): Generator<PositionFields> {
  if (!Number.isInteger(options.count) || options.count < 0) {
    throw new Error('count must be a non-negative integer');
  }
  const catalogue = options.catalogue ?? BROAD_CATALOGUE;
  const families = selectFamilies(catalogue.families);
  const plans: FamilyPlan[] = families.map((family) => ({
    family,
    pickTitle: createTitlePicker(family),
  }));
  const pickPlan = createWeightedPicker(plans, (plan) => plan.family.weight ?? 1);
  const remoteChance = remoteOdds(families);
  // Multi-location roles are a share of all roles, drawn from the on-site ones.
  const pickLocations = createLocationPicker(
    selectCities(options),
    MULTI_LOCATION_SHARE / (1 - REMOTE_SHARE),
  );
  const company = catalogue.companyName;
  const random: Random = createRandom(options.seed);

  for (let index = 0; index < options.count; index += 1) {
    const { family, pickTitle } = pickPlan(random);
    const isRemote = !family.isOnSite && random.chance(remoteChance);
    const place = pickLocations(random, isRemote);
    const language = place.countryCode ? COUNTRY_TITLE_LANGUAGE[place.countryCode] : undefined;
    const choice = pickTitle(random, language);
    const employmentType = pickEmploymentType(family, choice, random);
    const skills = random.sample(family.skills, random.int(4, 10));
    const schedule = pickSchedule(options.now, random);
    const pay = place.countryCode
      ? (COUNTRY_PAY[place.countryCode] ?? WORLDWIDE_PAY)
      : WORLDWIDE_PAY;
    const salary = random.chance(UNDISCLOSED_SALARY_SHARE)
      ? null
      : pickSalary(family, choice, pay, place.city?.pay ?? 1, random);
    const description = buildDescription(
      {
        company,
        englishTitle: choice.englishTitle,
        family,
        level: choice.step.level,
        isShiftRole: family.isHourly === true && choice.ladder === 'hourly',
        employmentType,
        skills,
        isRemote,
        locations: place.locations,
      },
      random,
    );
    const workplaceType = isRemote
      ? 'remote'
      : !family.isOnSite && index % HYBRID_EVERY === 0
        ? 'hybrid'
        : 'onsite';
    yield {
      title: choice.title,
      description,
      department: family.department,
      jobFamily: family.name,
      employmentType,
      displayJobId: `${catalogue.requisitionPrefix ?? 'REQ'}-${String(FIRST_REQUISITION + index)}`,
      workplaceType,
      isRemote,
      // remote within one country: applicants must live there; worldwide: anywhere
      remoteLocations: isRemote && place.countryCode ? [place.countryCode] : [],
      postedAt: schedule.postedAt,
      closesAt: schedule.closesAt,
      salaryMin: salary?.min ?? null,
      salaryMax: salary?.max ?? null,
      salaryCurrency: salary?.currency ?? null,
      salaryPeriod: salary?.period ?? null,
      skills,
      status: schedule.status,
      locations: place.locations,
      // the description is English whatever the title's language
      defaultLanguage: 'en',
      translations: [],
    };
  }
}
