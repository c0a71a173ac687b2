import type { NotificationType } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NotificationChannel = 'email' | 'inApp';

/**
 * Whether the candidate wants this kind of notification by this channel: the preferences they
 * set in settings, where a kind they never touched arrives both ways.
 */
export const wantsNotification = async (
  db: Kysely<Database>,
  input: { candidateId: number; type: NotificationType; channel: NotificationChannel },
): Promise<boolean> => {
  const row = await db
    .selectFrom('candidates')
    .select('notification_preferences')
    .where('id', '=', input.candidateId)
    .executeTakeFirst();
  const preference = (row?.notification_preferences as Record<string, unknown> | undefined)?.[
    input.type
  ] as Partial<Record<NotificationChannel, unknown>> | undefined;
  return preference?.[input.channel] !== false;
};
