import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';
import {
  postingLanguageSchema,
  positionTranslationSchema,
  positionTranslationsSchema,
} from './position-translations.ts';
import { updatePositionQuerySchema } from './position-version.ts';

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'internship',
  'temporary',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
/** Where the work happens: at the locations, partly there and partly at home, or from anywhere allowed. */
export const POSITION_WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof POSITION_WORKPLACE_TYPES)[number];
export const POSITION_STATUSES = ['open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const positionLocationInputSchema = z
  .object({
    displayName: text(200),
    city: optionalText(120),
    region: optionalText(120),
    country: optionalText(120),
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'A country code has two letters (ISO 3166-1).')
      .transform((code) => code.toUpperCase())
      .nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    streetAddress: optionalText(200),
    postalCode: optionalText(20),
  })
  .refine((location) => (location.latitude == null) === (location.longitude == null), {
    message: 'Give both latitude and longitude, or neither.',
    path: ['latitude'],
  });
export type PositionLocationInput = z.infer<typeof positionLocationInputSchema>;

/**
 * A position as an employer writes it: POST and PUT /api/admin/positions and the import file.
 * `description` is HTML; the server keeps only safe markup.
 */
export const positionInputSchema = z
  .object({
    title: text(200),
    description: text(100_000),
    department: text(120),
    jobFamily: text(120),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    /** The employer's own requisition number, shown to candidates and job boards. */
    displayJobId: optionalText(64),
    /** Defaults to remote when isRemote is true, else onsite; isRemote follows it. */
    workplaceType: z.enum(POSITION_WORKPLACE_TYPES).optional(),
    isRemote: z.boolean().default(false),
    /** Remote work: the countries (ISO 3166-1 codes or names) or regions applicants may live in. */
    remoteLocations: z.array(text(120)).max(50).default([]),
    /** ISO 8601; defaults to the moment of the write. */
    postedAt: z.iso.datetime({ offset: true }).optional(),
    closesAt: z.iso.datetime({ offset: true }).nullish(),
    salaryMin: z.int().min(0).max(100_000_000).nullish(),
    salaryMax: z.int().min(0).max(100_000_000).nullish(),
    salaryCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'A currency is three capital letters (ISO 4217).')
      .nullish(),
    salaryPeriod: z.enum(SALARY_PERIODS).nullish(),
    skills: z.array(text(80)).max(50).default([]),
    locations: z.array(positionLocationInputSchema).max(20).default([]),
    /** The language of title and description; defaults to the tenant's default language. */
    defaultLanguage: postingLanguageSchema.optional(),
    /** The title and description in other languages, one translation per language. */
    translations: positionTranslationsSchema,
  })
  .refine((p) => p.salaryMin == null || p.salaryMax == null || p.salaryMin <= p.salaryMax, {
    message: 'salaryMin must not exceed salaryMax.',
    path: ['salaryMin'],
  })
  .refine((p) => !p.workplaceType || !p.isRemote || p.workplaceType === 'remote', {
    message: 'isRemote is true but workplaceType is not remote.',
    path: ['isRemote'],
  })
  .refine(
    (p) =>
      p.remoteLocations.length === 0 ||
      (p.workplaceType ?? (p.isRemote ? 'remote' : 'onsite')) === 'remote',
    {
      message: 'remoteLocations are for remote positions only.',
      path: ['remoteLocations'],
    },
  )
  .refine((p) => p.isRemote || p.workplaceType === 'remote' || p.locations.length > 0, {
    message: 'A position needs at least one location unless it is remote.',
    path: ['locations'],
  })
  .refine((p) => !p.closesAt || !p.postedAt || Date.parse(p.closesAt) > Date.parse(p.postedAt), {
    message: 'closesAt must come after postedAt.',
    path: ['closesAt'],
  });
export type PositionInput = z.input<typeof positionInputSchema>;
export type ParsedPositionInput = z.infer<typeof positionInputSchema>;

export const positionIdParamsSchema = idParamsSchema;

/** The employer's view of one position, as stored. */
export const adminPositionSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  department: z.string(),
  jobFamily: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  displayJobId: z.string().nullable(),
  workplaceType: z.enum(POSITION_WORKPLACE_TYPES),
  isRemote: z.boolean(),
  remoteLocations: z.array(z.string()),
  postedAt: z.string(),
  closesAt: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  skills: z.array(z.string()),
  status: z.enum(POSITION_STATUSES),
  locations: z.array(
    z.object({
      displayName: z.string(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      country: z.string().nullable(),
      countryCode: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      streetAddress: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
  ),
  defaultLanguage: postingLanguageSchema,
  translations: z.array(positionTranslationSchema),
  updatedAt: z.string(),
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;
export const adminPositionResponseSchema = dataEnvelope(adminPositionSchema);

const tags = ['admin'] as const;

/** The employer's positions: an admin session or an API token (`npm run admin:token`). */
export const positionEndpoints = defineEndpoints({
  createPosition: {
    method: 'POST',
    path: '/api/admin/positions',
    summary: 'Publish a position (open; postedAt defaults to now)',
    tags,
    access: 'admin',
    permission: 'positions',
    query: domainQuerySchema,
    body: positionInputSchema,
    data: adminPositionSchema,
    status: 201,
  },
  getPosition: {
    method: 'GET',
    path: '/api/admin/positions/:id',
    summary: 'Read a position, open or closed',
    tags,
    access: 'admin',
    permission: 'positions',
    params: positionIdParamsSchema,
    query: domainQuerySchema,
    data: adminPositionSchema,
  },
  updatePosition: {
    method: 'PUT',
    path: '/api/admin/positions/:id',
    summary: 'Replace a position (fields and locations); its status stays',
    tags,
    access: 'admin',
    permission: 'positions',
    description:
      'With `version` (the `updatedAt` the editor read), a position changed since is refused with 409: nothing is lost.',
    params: positionIdParamsSchema,
    query: updatePositionQuerySchema,
    body: positionInputSchema,
    errors: ['conflict'],
    data: adminPositionSchema,
  },
  closePosition: {
    method: 'POST',
    path: '/api/admin/positions/:id/close',
    summary: 'Close a position: it leaves the search at once',
    tags,
    access: 'admin',
    permission: 'positions',
    params: positionIdParamsSchema,
    query: domainQuerySchema,
    data: adminPositionSchema,
  },
  reopenPosition: {
    method: 'POST',
    path: '/api/admin/positions/:id/reopen',
    summary: 'Reopen a closed position',
    tags,
    access: 'admin',
    permission: 'positions',
    params: positionIdParamsSchema,
    query: domainQuerySchema,
    data: adminPositionSchema,
  },
});
