import type {
  EmploymentType,
  Language,
  PositionStatus,
  PositionTranslation,
  SALARY_PERIODS,
  WorkplaceType,
} from '@careers/shared';

/** One location of a position, shaped like a row of `position_locations` (0001_platform.sql). */
export type LocationFields = {
  displayName: string;
  city: string | null;
  region: string | null;
  country: string | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 0015_position_posting_details.sql; absent means unknown. */
  streetAddress?: string | null;
  postalCode?: string | null;
};

export type { EmploymentType, PositionStatus, WorkplaceType } from '@careers/shared';
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** One position's fields, shaped like a row of `positions` plus its ordered locations. */
export type PositionFields = {
  title: string;
  /** HTML: <h3>, <p>, <ul><li> only. */
  description: string;
  department: string;
  jobFamily: string;
  employmentType: EmploymentType;
  /** The employer's requisition number; null when it has none. */
  displayJobId: string | null;
  workplaceType: WorkplaceType;
  /** Always workplaceType === 'remote'. */
  isRemote: boolean;
  /** Remote work: where applicants may live (countries or regions); empty means anywhere. */
  remoteLocations: string[];
  postedAt: Date;
  closesAt: Date | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  skills: string[];
  status: PositionStatus;
  /** In sort order: the first is the primary location. */
  locations: LocationFields[];
  /** The language of `title` and `description`. */
  defaultLanguage: Language;
  /** The title and description in other languages (description sanitised HTML). */
  translations: PositionTranslation[];
};

/** A stored position: its fields and its id. */
export type PositionRecord = PositionFields & { id: number };
