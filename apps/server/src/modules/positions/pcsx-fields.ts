import type { LocationFields } from './position-fields.ts';
import type { StoredPosition } from './read-positions.ts';

/** "City, Region, CC" (Eightfold's standardised form); the display name when it has no parts. */
export const standardizedLocation = (location: LocationFields) => {
  const parts = [location.city, location.region, location.countryCode].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.length ? parts.join(', ') : location.displayName;
};

/** The job page's path, as PCSx clients join it to the site's origin. */
export const positionPath = (positionId: number) => `/careers/job/${String(positionId)}`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The fields PCSx clients read of a position, besides its own (`publicUrl` needs the request). */
export const pcsxFields = (position: StoredPosition) => {
  const jobId = position.displayJobId ?? String(position.id);
  return {
    standardizedLocations: position.locations.map(standardizedLocation),
    positionUrl: positionPath(position.id),
    displayJobId: jobId,
    atsJobId: jobId,
    workLocationOption: position.workplaceType,
    creationTs: seconds(position.createdAt),
    postedTs: seconds(position.postedAt),
  };
};
