import {
  applicationsSection,
  draftsSection,
  formsSection,
} from './export-sections/applications-section.ts';
import {
  filesSection,
  notificationsSection,
  onboardingTasksSection,
  sessionsSection,
} from './export-sections/activity-section.ts';
import { chatSection } from './export-sections/chat-section.ts';
import type { ExportSection } from './export-sections/export-section.ts';
import { offersSection } from './export-sections/offers-section.ts';
import {
  consentsSection,
  profileSection,
  settingsSection,
} from './export-sections/profile-section.ts';
import { referralsSection } from './export-sections/referrals-section.ts';
import { resumesSection } from './export-sections/resumes-section.ts';
import {
  jobCartSection,
  savedPositionsSection,
  savedSearchesSection,
} from './export-sections/saved-section.ts';
import {
  eventRegistrationsSection,
  interviewsSection,
} from './export-sections/scheduling-section.ts';

/**
 * Every part of "download my data", in the order the file lists them: one section per area that
 * stores something about a candidate. An area that starts storing personal data adds its section
 * here, and its rows to the account deletion.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  profileSection,
  resumesSection,
  settingsSection,
  consentsSection,
  applicationsSection,
  draftsSection,
  formsSection,
  interviewsSection,
  eventRegistrationsSection,
  referralsSection,
  savedPositionsSection,
  jobCartSection,
  savedSearchesSection,
  offersSection,
  onboardingTasksSection,
  notificationsSection,
  chatSection,
  filesSection,
  sessionsSection,
];
