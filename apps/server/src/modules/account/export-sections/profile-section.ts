import { toAccountSettings } from '../account-settings.ts';
import { iso, type ExportSection } from './export-section.ts';

/** The account itself: names, email, the profile, onboarding flags and consents. */
export const profileSection: ExportSection = {
  name: 'profile',
  collect: async ({ candidate }) => ({
    email: candidate.email,
    firstName: candidate.first_name,
    lastName: candidate.last_name,
    profile: candidate.profile,
    isOnboarded: candidate.is_onboarded,
    isBootstrapped: candidate.is_bootstrapped,
    createdAt: iso(candidate.created_at),
    updatedAt: iso(candidate.updated_at),
  }),
};

export const consentsSection: ExportSection = {
  name: 'consents',
  collect: async ({ candidate }) => ({
    termsOfServiceAttestedAt: iso(candidate.tos_attested_at),
  }),
};

export const settingsSection: ExportSection = {
  name: 'settings',
  collect: async ({ candidate }) => toAccountSettings(candidate),
};
