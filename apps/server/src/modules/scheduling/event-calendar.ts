import type { Language } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { calendarFile, calendarFileName, organizerOf, sequenceOf } from './calendar-file.ts';
import { findEvent } from './event-response.ts';

/**
 * A career event of the tenant as a calendar file, its own words around the reader's: published
 * by the tenant (METHOD:PUBLISH, for anyone to add), its time in the event's zone.
 */
export const eventCalendar = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  options: {
    tenant: { id: number; domain: string; name: string };
    eventId: number;
    language: Language;
  },
) => {
  const t = translatorFor(options.language);
  const event = await findEvent(deps.db, options.tenant.id, options.eventId);
  return {
    fileName: calendarFileName(event.title),
    content: calendarFile(
      {
        uid: `event-${event.id}@${options.tenant.domain}`,
        sequence: sequenceOf(event),
        start: event.starts_at,
        end: event.ends_at,
        timeZone: event.time_zone,
        summary: `${event.title} (${options.tenant.name})`,
        description: [event.description, event.url ? t('calendar.link', { url: event.url }) : '']
          .filter(Boolean)
          .join('\n'),
        location: event.location ?? event.url,
        url: event.url,
        isCancelled: false,
        organizer: organizerOf(options.tenant.name, deps.config.mailFrom),
      },
      deps.clock.now(),
    ),
  };
};
