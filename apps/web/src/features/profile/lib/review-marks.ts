import { PROFILE_LIST_SECTIONS, type Profile } from '@careers/shared';

/** How many fields and list items the resume filled that still carry "New". */
export const countMarks = (profile: Profile) =>
  profile.parsedFields.length +
  PROFILE_LIST_SECTIONS.reduce(
    (count, section) =>
      count + (profile[section] as { isParsed: boolean }[]).filter((item) => item.isParsed).length,
    0,
  );
