import type { Language, NotificationType } from '@careers/shared';
import { hasMessage, translatorFor } from '../../services/i18n/server-i18n.ts';
import { formatDateParam } from '../../services/i18n/intl-format.ts';

/**
 * Notification texts come from the `server-messages` catalogue (notifications.categories and
 * notifications.messages), in the language the reader asks for, with `%(name)s` placeholders.
 * A `date` parameter is kept as a date (a day, or an instant with its `timeZone`) and written
 * through Intl in the reader's language when the notification is read; a `status` parameter is
 * kept as the application status's code and read in the reader's words.
 */
const CATEGORY_OF: Record<NotificationType, string> = {
  offer_extended: 'offer',
  offer_document_revised: 'offer',
  offer_expiring: 'offer',
  form_assigned: 'forms',
  application_status_changed: 'applications',
  interview_scheduled: 'interviews',
  event_scheduled: 'events',
  job_alert: 'jobAlerts',
};

/** The message keys a caller may name; a notification type is always one. */
export const isKnownMessageKey = (key: string) =>
  /^\w+$/.test(key) && hasMessage(`notifications.messages.${key}`);

export const renderCategoryTitle = (type: NotificationType, language: Language) =>
  translatorFor(language)(`notifications.categories.${CATEGORY_OF[type]}`);

/** An application status kept as its code, in the reader's words; older texts as they stand. */
const statusWords = (status: string, language: Language) =>
  /^\w+$/.test(status) && hasMessage(`applicationStatus.${status}`)
    ? translatorFor(language)(`applicationStatus.${status}`)
    : status;

/** The parameters as the reader reads them: dates and statuses in their language. */
const readerParams = (params: Record<string, string>, language: Language) => {
  const { timeZone, ...rest } = params;
  return {
    ...rest,
    ...(rest.date && { date: formatDateParam(rest.date, language, timeZone) }),
    ...(rest.status && { status: statusWords(rest.status, language) }),
  };
};

export const renderMessage = (
  row: {
    message_key: string;
    message_params: Record<string, string>;
    messages: Record<string, string> | null;
  },
  language: Language,
) => {
  const literal =
    row.messages?.[language] ?? row.messages?.[language.split('-')[0]!] ?? row.messages?.en;
  if (literal) return literal;
  if (!isKnownMessageKey(row.message_key)) return '';
  return translatorFor(language)(
    `notifications.messages.${row.message_key}`,
    readerParams(row.message_params, language),
  );
};
