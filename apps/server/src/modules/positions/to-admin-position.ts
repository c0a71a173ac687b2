import type { AdminPosition } from '@careers/shared';
import type { StoredPosition } from './read-positions.ts';

/** The employer's view of a stored position (`adminPositionSchema`): dates as ISO strings. */
export const toAdminPosition = (position: StoredPosition): AdminPosition => ({
  id: position.id,
  title: position.title,
  description: position.description,
  department: position.department,
  jobFamily: position.jobFamily,
  employmentType: position.employmentType,
  displayJobId: position.displayJobId,
  workplaceType: position.workplaceType,
  isRemote: position.isRemote,
  remoteLocations: position.remoteLocations,
  postedAt: position.postedAt.toISOString(),
  closesAt: position.closesAt?.toISOString() ?? null,
  salaryMin: position.salaryMin,
  salaryMax: position.salaryMax,
  salaryCurrency: position.salaryCurrency,
  salaryPeriod: position.salaryPeriod,
  skills: position.skills,
  status: position.status,
  locations: position.locations.map((location) => ({
    ...location,
    streetAddress: location.streetAddress ?? null,
    postalCode: location.postalCode ?? null,
  })),
  defaultLanguage: position.defaultLanguage,
  translations: position.translations,
  updatedAt: position.updatedAt.toISOString(),
});
