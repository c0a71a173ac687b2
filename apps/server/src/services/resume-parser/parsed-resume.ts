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

/** The fields whose reading carries a confidence. */
export type ConfidentField = 'name' | 'email' | 'phone' | 'location' | 'headline';

/**
 * From this confidence up a field is written into an empty profile field; below it, a name,
 * an e-mail or a phone is offered to the candidate for review instead (never written), and a
 * location or headline is left out.
 */
export const WRITE_CONFIDENCE = 0.7;

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
  /** 0 to 1 for each field found: how sure the reading is (layout and content agree). */
  confidence: Partial<Record<ConfidentField, number>>;
};

export type ResumeInput = {
  bytes: Uint8Array;
  /** The type detected from the content (magic bytes), not the one declared. */
  contentType: string;
  fileName: string;
  /** Skills to find whole (the tenant's positions' skills); a general list is added to them. */
  skillVocabulary: readonly string[];
  /** The tenant's position titles: their head nouns mark job titles besides a general list. */
  titleVocabulary?: readonly string[];
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
  confidence: {},
});
