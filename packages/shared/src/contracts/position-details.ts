import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { EMPLOYMENT_TYPES, POSITION_WORKPLACE_TYPES, SALARY_PERIODS } from './positions.ts';
import { domainQuerySchema } from './common.ts';
import { postingLanguageSchema } from './position-translations.ts';
import { positionDetailsOverridesSchema } from '../tenant/search-config.ts';

/** `position_id` of the position calls: a positive integer (a slug after it is ignored). */
export const positionIdParam = z
  .string()
  .trim()
  .regex(/^\d{1,9}(-[\w-]*)?$/, 'position_id must be a position number.')
  .transform((value) => Number.parseInt(value, 10))
  .refine((value) => value > 0, 'position_id must be a position number.');

/** GET /api/pcsx/match_details, /position_insights, /overrides: position_id, domain, hl. */
export const positionQuerySchema = domainQuerySchema.extend({ position_id: positionIdParam });
export type PositionQuery = z.infer<typeof positionQuerySchema>;

/** GET /api/pcsx/position_details adds the location the visitor searched for. */
export const positionDetailsQuerySchema = positionQuerySchema.extend({
  queried_location: z.string().trim().max(200).optional(),
});
export type PositionDetailsQuery = z.infer<typeof positionDetailsQuerySchema>;

export const positionPlaceSchema = z.object({
  name: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PositionPlace = z.infer<typeof positionPlaceSchema>;

export const positionDetailSchema = z.object({
  id: z.number(),
  /** In the reader's language when the posting has it, else in its default language. */
  name: z.string(),
  /** Sanitised HTML, in the language of `name`. */
  description: z.string(),
  /** The language of `name` and `description` (BCP 47). */
  language: postingLanguageSchema,
  /** Every language the posting can be read in, its default language first. */
  languages: z.array(postingLanguageSchema),
  department: z.string(),
  category: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  isRemote: z.boolean(),
  /** The location to show first: the searched one when the position has it. */
  location: z.string(),
  locations: z.array(positionPlaceSchema),
  /** Unix seconds. */
  postedTs: z.number(),
  closesTs: z.number().nullable(),
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string().nullable(),
      period: z.enum(SALARY_PERIODS).nullable(),
    })
    .nullable(),
  skills: z.array(z.string()),
  archived_at: z.string().nullable(),
  positionUserActions: z.object({ isSaved: z.boolean() }),
});
export type PositionDetail = z.infer<typeof positionDetailSchema>;

/**
 * The position's fields directly under `data`, named as public PCSx clients read them (the
 * Eightfold career-site API's names), beside `position`, which the web app reads.
 */
export const pcsxPositionFieldsSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Sanitised HTML, as `position.description`. */
  jobDescription: z.string(),
  /** The language of `name` and `jobDescription`, as `position.language`. */
  language: postingLanguageSchema,
  /** Display strings, primary location first. */
  locations: z.array(z.string()),
  /** "City, Region, CC" per location. */
  standardizedLocations: z.array(z.string()),
  department: z.string(),
  /** Unix seconds. */
  postedTs: z.number(),
  /** Unix seconds, never after `postedTs`. */
  creationTs: z.number(),
  /** Relative: /careers/job/{id}. */
  positionUrl: z.string(),
  /** Absolute, on the tenant's own host. */
  publicUrl: z.string(),
  displayJobId: z.string(),
  atsJobId: z.string(),
  workLocationOption: z.enum(POSITION_WORKPLACE_TYPES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  /** The employment type as PCSx's custom field carries it: ["Full-Time"]. */
  efcustomTextEmploymentType: z.array(z.string()),
});
export type PcsxPositionFields = z.infer<typeof pcsxPositionFieldsSchema>;

// The API always sends the PCSx fields; the web app reads `position`, so they are optional to it.
export const positionDetailsResultSchema = pcsxPositionFieldsSchema.partial().extend({
  position: positionDetailSchema,
  metadata: z.object({
    /** The searched location is not one of the position's: its primary location is shown. */
    isFallback: z.boolean(),
  }),
});
export type PositionDetailsResult = z.infer<typeof positionDetailsResultSchema>;
export const positionDetailsResponseSchema = dataEnvelope(positionDetailsResultSchema);

export const LOCATION_FITS = [
  'same_city',
  'same_region',
  'same_country',
  'remote',
  'preferred',
  'relocation',
  'unknown',
] as const;
export type LocationFit = (typeof LOCATION_FITS)[number];

/** GET /api/pcsx/match_details: the candidate's profile against the position. */
export const matchDetailsSchema = z.object({
  /** 'visitor': not signed in; 'no_profile': signed in with nothing to compare yet. */
  status: z.enum(['ok', 'visitor', 'no_profile']),
  /** 0 to 100. */
  score: z.number().nullable(),
  /** 0 to 5 in halves. */
  stars: z.number().nullable(),
  threshold: z.number(),
  isStrongMatch: z.boolean(),
  skills: z.object({ matched: z.array(z.string()), missing: z.array(z.string()) }),
  titleMatch: z.object({ isMatch: z.boolean(), closestTitle: z.string().nullable() }),
  relatedExperience: z.array(
    z.object({ title: z.string(), company: z.string(), years: z.number() }),
  ),
  yearsOfExperience: z.number().nullable(),
  location: z.object({
    fit: z.enum(LOCATION_FITS),
    candidateLocation: z.string().nullable(),
    distanceKm: z.number().nullable(),
  }),
  employmentTypeMatch: z.boolean().nullable(),
});
export type MatchDetails = z.infer<typeof matchDetailsSchema>;
export const matchDetailsResponseSchema = dataEnvelope(matchDetailsSchema);

const relatedPositionSchema = z.object({
  id: z.number(),
  name: z.string(),
  department: z.string(),
  location: z.string(),
  postedTs: z.number(),
});
export type RelatedPosition = z.infer<typeof relatedPositionSchema>;

/** GET /api/pcsx/position_insights: computed from the employer's open positions. */
export const positionInsightsSchema = z.object({
  postedDaysAgo: z.number(),
  similarRoles: z.array(relatedPositionSchema),
  topSkills: z.array(z.object({ skill: z.string(), count: z.number(), isRequired: z.boolean() })),
  /** How many open positions the top skills were counted over. */
  rolesCompared: z.number(),
  team: z.object({
    name: z.string(),
    openCount: z.number(),
    positions: z.array(relatedPositionSchema),
  }),
});
export type PositionInsights = z.infer<typeof positionInsightsSchema>;
export const positionInsightsResponseSchema = dataEnvelope(positionInsightsSchema);

/** GET /api/pcsx/overrides: the position's own position-details settings, if it has any. */
export const positionOverridesSchema = z.object({
  overrides: positionDetailsOverridesSchema.nullable(),
});
export type PositionOverrides = z.infer<typeof positionOverridesSchema>;
export const positionOverridesResponseSchema = dataEnvelope(positionOverridesSchema);
export type { PositionDetailsConfig } from '../tenant/search-config.ts';

const tags = ['positions'] as const;

export const positionDetailsEndpoints = defineEndpoints({
  getPositionDetails: {
    method: 'GET',
    path: '/api/pcsx/position_details',
    summary: 'An open position: description, locations, salary, skills and isSaved',
    tags,
    access: 'public',
    query: positionDetailsQuerySchema,
    data: positionDetailsResultSchema,
    hasStatusInBody: true,
  },
  getPositionOverrides: {
    method: 'GET',
    path: '/api/pcsx/overrides',
    summary: "The position's own position-details settings (null when it has none)",
    tags,
    access: 'public',
    query: positionQuerySchema,
    data: positionOverridesSchema,
  },
  getMatchDetails: {
    method: 'GET',
    path: '/api/pcsx/match_details',
    summary:
      "How the signed-in candidate's profile matches a position: score, stars, skills, experience, location",
    description:
      "A visitor's answer has status 'visitor'; a candidate with no profile, 'no_profile'.",
    tags,
    access: 'public',
    query: positionQuerySchema,
    data: matchDetailsSchema,
  },
  getPositionInsights: {
    method: 'GET',
    path: '/api/pcsx/position_insights',
    summary: "Posted how recently, similar roles, the family's top skills, the team's openings",
    tags,
    access: 'public',
    query: positionQuerySchema,
    data: positionInsightsSchema,
  },
});
