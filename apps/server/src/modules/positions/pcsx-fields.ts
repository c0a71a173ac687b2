import type { EmploymentType } from '@careers/shared';
import type { LocationFields } from './position-fields.ts';
import type { StoredPosition } from './read-positions.ts';
import { regionCode } from './region-code.ts';

const REMOTE = 'Remote';

/**
 * "City, Region, CC" as PCSx standardises a place ("Seattle, WA, US", "Milan, Lombardy, IT",
 * "Brussels, Brussels, BE": a region named as its city stays); a place without a city is its
 * country code, as PCSx writes a country-wide location; one without either, its display name.
 */
export const standardizedLocation = (location: LocationFields) => {
  const { city, region, countryCode } = location;
  if (!city) return countryCode ?? location.displayName;
  return [city, region && regionCode(countryCode, region), countryCode]
    .filter((part): part is string => Boolean(part))
    .join(', ');
};

/**
 * A position's standardised locations; a remote position's placeless rows and a remote position
 * with no location at all read "Remote", one way whichever way it was written.
 */
const standardizedLocations = (position: StoredPosition) => {
  const places = position.locations.map((location) =>
    position.isRemote && !location.city && !location.countryCode
      ? REMOTE
      : standardizedLocation(location),
  );
  return position.isRemote && places.length === 0 ? [REMOTE] : places;
};

/** The job page's path, as PCSx clients join it to the site's origin. */
export const positionPath = (positionId: number) => `/careers/job/${String(positionId)}`;

/** PCSx's employment type values, as its sites' ATS custom field carries them. */
const PCSX_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: 'Full-Time',
  part_time: 'Part-Time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The fields PCSx clients read of a position, besides its own (`publicUrl` needs the request). */
export const pcsxFields = (position: StoredPosition) => {
  const jobId = position.displayJobId ?? String(position.id);
  const postedTs = seconds(position.postedAt);
  return {
    standardizedLocations: standardizedLocations(position),
    positionUrl: positionPath(position.id),
    displayJobId: jobId,
    atsJobId: jobId,
    workLocationOption: position.workplaceType,
    efcustomTextEmploymentType: [PCSX_EMPLOYMENT_TYPES[position.employmentType]],
    // a position is created before it is posted; one stored after its posting date (an
    // import, the demo) was created, for PCSx's readers, when it was posted
    creationTs: Math.min(seconds(position.createdAt), postedTs),
    postedTs,
  };
};
