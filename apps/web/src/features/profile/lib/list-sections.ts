import {
  LANGUAGE_FLUENCIES,
  LINK_KINDS,
  PHONE_TYPES,
  SKILL_PROFICIENCIES,
  type Profile,
  type PROFILE_LIST_SECTIONS,
} from '@careers/shared';
import type { FormItem, FormValues } from '@careers/forms';
import { choicesOf, type ProfileT } from './choices.ts';
import { fromDateRange, periodText, toDateRange } from './month-dates.ts';

export type ListSection = (typeof PROFILE_LIST_SECTIONS)[number];
export type ListItemOf<S extends ListSection> = Profile[S][number];

export type ListSectionConfig<S extends ListSection> = {
  section: S;
  fields: (t: ProfileT) => FormItem[];
  toValues: (item: ListItemOf<S>) => FormValues;
  /** The item as the contract takes it (without isParsed: the page sets it). */
  fromValues: (values: FormValues) => Omit<ListItemOf<S>, 'isParsed'>;
  heading: (item: ListItemOf<S>, t: ProfileT) => string;
  details: (item: ListItemOf<S>, t: ProfileT) => string[];
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const orNull = <T extends string>(value: unknown) => (text(value) || null) as T | null;
const httpsRule = { type: 'regex' as const, value: '^https?://\\S+$' };

const phones: ListSectionConfig<'phones'> = {
  section: 'phones',
  fields: (t) => [
    { name: 'number', type: 'text', label: t('fields.phoneNumber'), required: true },
    {
      name: 'type',
      type: 'select',
      label: t('fields.phoneType'),
      selectOptions: { options: choicesOf(PHONE_TYPES, 'phoneTypes', t) },
    },
  ],
  toValues: (item) => ({ number: item.number, type: item.type }),
  fromValues: (values) => ({
    number: text(values.number),
    type: (orNull(values.type) ?? 'mobile') as (typeof PHONE_TYPES)[number],
  }),
  heading: (item) => item.number,
  details: (item, t) => [t(`phoneTypes.${item.type}`)],
};

const links: ListSectionConfig<'links'> = {
  section: 'links',
  fields: (t) => [
    {
      name: 'kind',
      type: 'select',
      label: t('fields.linkKind'),
      selectOptions: { options: choicesOf(LINK_KINDS, 'linkKinds', t) },
    },
    {
      name: 'url',
      type: 'text',
      label: t('fields.url'),
      required: true,
      rules: [{ ...httpsRule, message: t('fields.urlRule') }],
    },
  ],
  toValues: (item) => ({ kind: item.kind, url: item.url }),
  fromValues: (values) => ({
    kind: (orNull(values.kind) ?? 'other') as (typeof LINK_KINDS)[number],
    url: text(values.url),
  }),
  heading: (item, t) => t(`linkKinds.${item.kind}`),
  details: (item) => [item.url],
};

const workExperience: ListSectionConfig<'workExperience'> = {
  section: 'workExperience',
  fields: (t) => [
    { name: 'title', type: 'text', label: t('fields.jobTitle'), required: true },
    { name: 'company', type: 'text', label: t('fields.company') },
    { name: 'location', type: 'text', label: t('fields.workLocation') },
    { name: 'dates', type: 'dateRange', label: t('fields.dates') },
    { name: 'description', type: 'textarea', label: t('fields.description') },
  ],
  toValues: (item) => ({
    title: item.title,
    company: item.company,
    location: item.location,
    dates: toDateRange(item),
    description: item.description,
  }),
  fromValues: (values) => ({
    title: text(values.title),
    company: text(values.company),
    location: text(values.location),
    ...fromDateRange(values.dates),
    description: text(values.description),
  }),
  heading: (item, t) =>
    item.company ? t('atCompany', { title: item.title, company: item.company }) : item.title,
  details: (item, t) =>
    [periodText(item, t('now')), item.location, item.description].filter(Boolean),
};

const education: ListSectionConfig<'education'> = {
  section: 'education',
  fields: (t) => [
    { name: 'institution', type: 'text', label: t('fields.institution'), required: true },
    { name: 'degree', type: 'text', label: t('fields.degree') },
    { name: 'field', type: 'text', label: t('fields.studyField') },
    {
      name: 'dates',
      type: 'dateRange',
      label: t('fields.dates'),
      dateRangeOptions: { allowCurrent: false },
    },
  ],
  toValues: (item) => ({
    institution: item.institution,
    degree: item.degree,
    field: item.field,
    dates: toDateRange(item),
  }),
  fromValues: (values) => {
    const { startDate, endDate } = fromDateRange(values.dates);
    return {
      institution: text(values.institution),
      degree: text(values.degree),
      field: text(values.field),
      startDate,
      endDate,
    };
  },
  heading: (item) => item.institution,
  details: (item, t) =>
    [[item.degree, item.field].filter(Boolean).join(', '), periodText(item, t('now'))].filter(
      Boolean,
    ),
};

const skills: ListSectionConfig<'skills'> = {
  section: 'skills',
  fields: (t) => [
    { name: 'name', type: 'text', label: t('fields.skill'), required: true },
    {
      name: 'proficiency',
      type: 'select',
      label: t('fields.proficiency'),
      selectOptions: { options: choicesOf(SKILL_PROFICIENCIES, 'proficiencies', t) },
    },
  ],
  toValues: (item) => ({ name: item.name, proficiency: item.proficiency ?? '' }),
  fromValues: (values) => ({
    name: text(values.name),
    proficiency: orNull<(typeof SKILL_PROFICIENCIES)[number]>(values.proficiency),
  }),
  heading: (item) => item.name,
  details: (item, t) => (item.proficiency ? [t(`proficiencies.${item.proficiency}`)] : []),
};

const languages: ListSectionConfig<'languages'> = {
  section: 'languages',
  fields: (t) => [
    { name: 'name', type: 'text', label: t('fields.language'), required: true },
    {
      name: 'fluency',
      type: 'select',
      label: t('fields.fluency'),
      selectOptions: { options: choicesOf(LANGUAGE_FLUENCIES, 'fluencies', t) },
    },
  ],
  toValues: (item) => ({ name: item.name, fluency: item.fluency ?? '' }),
  fromValues: (values) => ({
    name: text(values.name),
    fluency: orNull<(typeof LANGUAGE_FLUENCIES)[number]>(values.fluency),
  }),
  heading: (item) => item.name,
  details: (item, t) => (item.fluency ? [t(`fluencies.${item.fluency}`)] : []),
};

const certifications: ListSectionConfig<'certifications'> = {
  section: 'certifications',
  fields: (t) => [
    { name: 'name', type: 'text', label: t('fields.certification'), required: true },
    { name: 'issuer', type: 'text', label: t('fields.issuer') },
    { name: 'issuedDate', type: 'date', label: t('fields.issuedDate'), layout: 'half' },
    { name: 'expiresDate', type: 'date', label: t('fields.expiresDate'), layout: 'half' },
  ],
  toValues: (item) => ({
    name: item.name,
    issuer: item.issuer,
    issuedDate: item.issuedDate,
    expiresDate: item.expiresDate,
  }),
  fromValues: (values) => ({
    name: text(values.name),
    issuer: text(values.issuer),
    issuedDate: orNull(values.issuedDate),
    expiresDate: orNull(values.expiresDate),
  }),
  heading: (item) => item.name,
  details: (item) => [item.issuer, item.issuedDate ?? ''].filter(Boolean),
};

/** Every list section of the profile, in the page's order. */
export const LIST_SECTION_CONFIGS = {
  workExperience,
  education,
  skills,
  languages,
  certifications,
  links,
  phones,
} satisfies { [S in ListSection]: ListSectionConfig<S> };
