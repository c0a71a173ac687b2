import type { Language, PcsxPositionFields, PositionDetailsResult } from '@careers/shared';
import {
  pcsxFields,
  postingLanguages,
  postingTextIn,
  type StoredPosition,
} from '../positions/index.ts';
import { foldWords } from '../../services/text/fold-words.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Which of the position's locations the visitor searched for, by name, city, region or country. */
const findQueriedLocation = (position: StoredPosition, queried: string | undefined) => {
  const wanted = queried ? foldWords(queried) : '';
  if (!wanted) return undefined;
  return position.locations.find((location) =>
    [location.displayName, location.city, location.region, location.country]
      .filter((part): part is string => Boolean(part))
      .some((part) => {
        const name = foldWords(part);
        return name === wanted || name.startsWith(`${wanted} `) || wanted.startsWith(`${name} `);
      }),
  );
};

/**
 * The position as the details page shows it, its title and description in the reader's language
 * when the posting has it (else its default language, which `language` names).
 * `metadata.isFallback` is true when a location was searched for and the position is not there:
 * its primary location is shown instead.
 */
export const toPositionDetail = (
  position: StoredPosition,
  input: {
    isSaved: boolean;
    queriedLocation: string | undefined;
    publicUrl: string;
    language: Language;
  },
): PositionDetailsResult & PcsxPositionFields => {
  const text = postingTextIn(position, input.language);
  const queried = findQueriedLocation(position, input.queriedLocation);
  const isRemoteSearch = input.queriedLocation?.trim().toLowerCase() === 'remote';
  const isFallback =
    Boolean(input.queriedLocation?.trim()) && !queried && !(isRemoteSearch && position.isRemote);
  const primary = queried ?? position.locations[0];
  const hasSalary = position.salaryMin !== null || position.salaryMax !== null;
  return {
    id: position.id,
    name: text.title,
    jobDescription: text.description,
    language: text.language,
    locations: position.locations.map((location) => location.displayName),
    department: position.department,
    employmentType: position.employmentType,
    ...pcsxFields(position),
    publicUrl: input.publicUrl,
    position: {
      id: position.id,
      name: text.title,
      description: text.description,
      language: text.language,
      languages: postingLanguages(position),
      department: position.department,
      category: position.jobFamily,
      employmentType: position.employmentType,
      isRemote: position.isRemote,
      location: primary?.displayName ?? (position.isRemote ? 'Remote' : ''),
      locations: position.locations.map((location) => ({
        name: location.displayName,
        city: location.city,
        region: location.region,
        country: location.country,
        countryCode: location.countryCode,
        lat: location.latitude,
        lng: location.longitude,
      })),
      postedTs: seconds(position.postedAt),
      closesTs: position.closesAt ? seconds(position.closesAt) : null,
      salary: hasSalary
        ? {
            min: position.salaryMin,
            max: position.salaryMax,
            currency: position.salaryCurrency,
            period: position.salaryPeriod,
          }
        : null,
      skills: position.skills,
      archived_at: null,
      positionUserActions: { isSaved: input.isSaved },
    },
    metadata: { isFallback },
  };
};
