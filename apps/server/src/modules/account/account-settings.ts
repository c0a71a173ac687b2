import {
  defaultNotificationPreferences,
  matchLanguage,
  type AccountSettings,
  type UpdateAccountSettingsBody,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';

type SettingsRow = Pick<
  Candidate,
  'email' | 'interface_language' | 'time_zone' | 'notification_preferences'
>;

/** Every kind with its channels: what the candidate chose over the defaults (both on). */
const preferencesOf = (stored: Record<string, unknown>) => {
  const preferences = defaultNotificationPreferences();
  for (const type of Object.keys(preferences) as (keyof typeof preferences)[]) {
    const chosen = stored[type] as { email?: unknown; inApp?: unknown } | undefined;
    preferences[type] = { email: chosen?.email !== false, inApp: chosen?.inApp !== false };
  }
  return preferences;
};

export const toAccountSettings = (row: SettingsRow): AccountSettings => ({
  email: row.email,
  language: matchLanguage(row.interface_language) ?? null,
  timeZone: row.time_zone,
  notificationPreferences: preferencesOf(row.notification_preferences),
});

const readSettings = (deps: Pick<AppDeps, 'db'>, candidateId: number) =>
  deps.db
    .selectFrom('candidates')
    .select(['email', 'interface_language', 'time_zone', 'notification_preferences'])
    .where('id', '=', candidateId)
    .executeTakeFirstOrThrow();

export const getAccountSettings = async (deps: Pick<AppDeps, 'db'>, candidateId: number) =>
  toAccountSettings(await readSettings(deps, candidateId));

/** Saves what the body names; the preferences sent replace those kinds only. */
export const updateAccountSettings = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { candidateId: number; body: UpdateAccountSettingsBody },
): Promise<AccountSettings> => {
  const { language, timeZone, notificationPreferences } = input.body;
  return deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('candidates')
      .select('notification_preferences')
      .where('id', '=', input.candidateId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = await trx
      .updateTable('candidates')
      .set({
        ...(language !== undefined && { interface_language: language }),
        ...(timeZone !== undefined && { time_zone: timeZone }),
        ...(notificationPreferences && {
          notification_preferences: JSON.stringify({
            ...current.notification_preferences,
            ...notificationPreferences,
          }),
        }),
        updated_at: deps.clock.now(),
      })
      .where('id', '=', input.candidateId)
      .returning(['email', 'interface_language', 'time_zone', 'notification_preferences'])
      .executeTakeFirstOrThrow();
    return toAccountSettings(row);
  });
};
