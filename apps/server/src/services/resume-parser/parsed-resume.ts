import type {
  Education,
  ProfileLocation,
  Skill,
  WorkExperience,
  certificationSchema,
  phoneSchema,
  profileLinkSchema,
  spokenLanguageSchema,
} from '@careers/shared';
import type { z } from 'zod';

type Item<T> = Omit<T, 'isParsed'>;

/**
 * What a resume says, in the profile's own shapes (issue 12). Absent or empty means not found;
 * merging it into a profile fills only empty fields and adds missing list items.
 */
export type ParsedResume = {
  /** False for an image or a file whose text could not be read: nothing else is set. */
  textReadable: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  headline?: string;
  summary?: string;
  location?: Partial<ProfileLocation>;
  phones: Item<z.infer<typeof phoneSchema>>[];
  links: Item<z.infer<typeof profileLinkSchema>>[];
  workExperience: Item<WorkExperience>[];
  education: Item<Education>[];
  skills: Item<Skill>[];
  languages: Item<z.infer<typeof spokenLanguageSchema>>[];
  certifications: Item<z.infer<typeof certificationSchema>>[];
};

export type ResumeInput = {
  bytes: Uint8Array;
  /** The type detected from the content (magic bytes), not the one declared. */
  contentType: string;
  fileName: string;
  /** Skills to find whole (the tenant's positions' skills); a general list is added to them. */
  skillVocabulary: readonly string[];
  /** ISO country code to read phone numbers with when the resume does not say. */
  defaultCountry?: string;
};

export const emptyResume = (): ParsedResume => ({
  textReadable: false,
  phones: [],
  links: [],
  workExperience: [],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
});
