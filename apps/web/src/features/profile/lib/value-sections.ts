import {
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
  type JobPreferences,
  type ParsedField,
  type Profile,
  type ProfileLocation,
} from '@careers/shared';
import type { FormItem, FormValues } from '@careers/forms';
import { choicesOf, type ProfileT } from './choices.ts';

export type ValueSection = 'basics' | 'location' | 'jobPreferences';

export type ValueSectionConfig = {
  section: ValueSection;
  fields: (t: ProfileT) => FormItem[];
  toValues: (profile: Profile) => FormValues;
  /** The profile keeps what the form does not show (a place's coordinates). */
  fromValues: (values: FormValues, profile: Profile) => unknown;
  /** Label and value pairs to read, with the field a resume may fill; empty values are left out. */
  rows: (profile: Profile, t: ProfileT, language: string) => [string, string, ParsedField?][];
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const lines = (value: unknown) =>
  text(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const countryName = (code: string, language: string) => {
  try {
    return code ? (new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code) : '';
  } catch {
    return code;
  }
};

const basics: ValueSectionConfig = {
  section: 'basics',
  fields: (t) => [
    { name: 'firstName', type: 'text', label: t('fields.firstName'), layout: 'half' },
    { name: 'lastName', type: 'text', label: t('fields.lastName'), layout: 'half' },
    { name: 'preferredName', type: 'text', label: t('fields.preferredName') },
    { name: 'headline', type: 'text', label: t('fields.headline') },
    { name: 'summary', type: 'textarea', label: t('fields.summary') },
  ],
  toValues: (profile) => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    preferredName: profile.preferredName,
    headline: profile.headline,
    summary: profile.summary,
  }),
  fromValues: (values) => ({
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    preferredName: text(values.preferredName),
    headline: text(values.headline),
    summary: text(values.summary),
  }),
  rows: (profile, t) => [
    [t('fields.firstName'), profile.firstName, 'firstName'],
    [t('fields.lastName'), profile.lastName, 'lastName'],
    [t('fields.preferredName'), profile.preferredName],
    [t('fields.headline'), profile.headline, 'headline'],
    [t('fields.summary'), profile.summary, 'summary'],
  ],
};

const location: ValueSectionConfig = {
  section: 'location',
  fields: (t) => [
    { name: 'city', type: 'text', label: t('fields.city'), layout: 'half' },
    { name: 'region', type: 'text', label: t('fields.region'), layout: 'half' },
    { name: 'countryCode', type: 'country', label: t('fields.country') },
  ],
  toValues: (profile) => ({
    city: profile.location?.city ?? '',
    region: profile.location?.region ?? '',
    countryCode: profile.location?.countryCode ?? '',
  }),
  fromValues: (values, profile): ProfileLocation | null => {
    const city = text(values.city);
    const region = text(values.region);
    const countryCode = text(values.countryCode).toUpperCase();
    if (!city && !region && !countryCode) return null;
    const previous = profile.location;
    const isSamePlace =
      previous?.city === city && previous.region === region && previous.countryCode === countryCode;
    return {
      city,
      region,
      countryCode,
      country: countryName(countryCode, 'en'),
      // Coordinates belong to the place the server found; a new place is looked up again.
      latitude: isSamePlace ? previous.latitude : null,
      longitude: isSamePlace ? previous.longitude : null,
    };
  },
  rows: (profile, t, language) => {
    const place = profile.location;
    if (!place) return [];
    const country = countryName(place.countryCode, language) || place.country;
    return [
      [
        t('sections.location'),
        [place.city, place.region, country].filter(Boolean).join(', '),
        'location',
      ],
    ];
  },
};

const salaryOf = (values: FormValues): JobPreferences['salaryExpectation'] => {
  const amount = Number(values.salaryAmount);
  const currency = text(values.salaryCurrency).toUpperCase();
  if (!amount || !currency) return null;
  const period = text(values.salaryPeriod) || 'year';
  return { amount, currency, period: period as (typeof SALARY_PERIODS)[number] };
};

const jobPreferences: ValueSectionConfig = {
  section: 'jobPreferences',
  fields: (t) => [
    {
      name: 'desiredTitles',
      type: 'textarea',
      label: t('fields.desiredTitles'),
      help: t('fields.onePerLine'),
    },
    {
      name: 'locations',
      type: 'textarea',
      label: t('fields.preferredLocations'),
      help: t('fields.onePerLine'),
    },
    {
      name: 'workplaceTypes',
      type: 'checkbox',
      label: t('fields.workplaceTypes'),
      checkboxOptions: { options: choicesOf(WORKPLACE_TYPES, 'workplaceTypes', t) },
    },
    {
      name: 'employmentTypes',
      type: 'checkbox',
      label: t('fields.employmentTypes'),
      checkboxOptions: { options: choicesOf(EMPLOYMENT_TYPES, 'employmentTypes', t) },
    },
    { name: 'salaryAmount', type: 'number', label: t('fields.salaryAmount'), layout: 'half' },
    {
      name: 'salaryCurrency',
      type: 'text',
      label: t('fields.salaryCurrency'),
      layout: 'half',
      rules: [{ type: 'regex', value: '^[A-Za-z]{3}$', message: t('fields.currencyRule') }],
    },
    {
      name: 'salaryPeriod',
      type: 'select',
      label: t('fields.salaryPeriod'),
      selectOptions: { options: choicesOf(SALARY_PERIODS, 'salaryPeriods', t) },
    },
    {
      name: 'willingToRelocate',
      type: 'checkboxItem',
      label: t('fields.willingToRelocate'),
      checkboxOptions: { variant: 'single', text: t('fields.willingToRelocate') },
    },
    { name: 'earliestStart', type: 'date', label: t('fields.earliestStart') },
  ],
  toValues: ({ jobPreferences: prefs }) => ({
    desiredTitles: prefs.desiredTitles.join('\n'),
    locations: prefs.locations.join('\n'),
    workplaceTypes: prefs.workplaceTypes,
    employmentTypes: prefs.employmentTypes,
    salaryAmount: prefs.salaryExpectation ? String(prefs.salaryExpectation.amount) : '',
    salaryCurrency: prefs.salaryExpectation?.currency ?? '',
    salaryPeriod: prefs.salaryExpectation?.period ?? 'year',
    willingToRelocate: prefs.willingToRelocate,
    earliestStart: prefs.earliestStart,
  }),
  fromValues: (values): JobPreferences => ({
    desiredTitles: lines(values.desiredTitles),
    locations: lines(values.locations),
    workplaceTypes: strings(values.workplaceTypes) as JobPreferences['workplaceTypes'],
    employmentTypes: strings(values.employmentTypes) as JobPreferences['employmentTypes'],
    salaryExpectation: salaryOf(values),
    willingToRelocate: values.willingToRelocate === true,
    earliestStart: text(values.earliestStart) || null,
  }),
  rows: ({ jobPreferences: prefs }, t, language) => {
    const salary = prefs.salaryExpectation;
    return [
      [t('fields.desiredTitles'), prefs.desiredTitles.join(', ')],
      [t('fields.preferredLocations'), prefs.locations.join(', ')],
      [
        t('fields.workplaceTypes'),
        prefs.workplaceTypes.map((type) => t(`workplaceTypes.${type}`)).join(', '),
      ],
      [
        t('fields.employmentTypes'),
        prefs.employmentTypes.map((type) => t(`employmentTypes.${type}`)).join(', '),
      ],
      [
        t('fields.salaryAmount'),
        salary
          ? `${new Intl.NumberFormat(language, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(salary.amount)} / ${t(`salaryPeriods.${salary.period}`)}`
          : '',
      ],
      [t('fields.willingToRelocate'), prefs.willingToRelocate ? t('yes') : ''],
      [t('fields.earliestStart'), prefs.earliestStart ?? ''],
    ];
  },
};

export const VALUE_SECTION_CONFIGS = { basics, location, jobPreferences } satisfies Record<
  ValueSection,
  ValueSectionConfig
>;
