import { notificationTypeSchema, type NotificationType } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { forgetCachedBadge } from './badge-cache.ts';
import { isKnownMessageKey } from './notification-messages.ts';
import { wantsNotification } from './notification-preferences.ts';

export type CreateNotificationInput = {
  tenantId: number;
  candidateId: number;
  type: NotificationType;
  /** Values of the message's `%(name)s` placeholders (see notification-messages.ts). */
  params?: Record<string, string>;
  /** Another catalogue message than the type's own. */
  messageKey?: string;
  /** Literal text per language instead of a catalogue message, e.g. `{ en: '…', fr: '…' }`. */
  messages?: Record<string, string>;
  /** Where a click leads: a path on this site such as `/careers/offer/abc?domain=…`. */
  redirectUrl: string;
  createdAt?: Date;
};

/** Only paths on this site: a notification must never send a candidate elsewhere. */
const isSitePath = (url: string) => url === '' || (url.startsWith('/') && !url.startsWith('//'));

/**
 * Creates an in-app notification for one candidate. Other modules call it when something happens
 * (offers: offer extended, document revised, offer expiring within 48 hours; forms: form
 * assigned; applications: status changed; interviews and events scheduled; search: job alert
 * matches). Whether it counts as action-required is the tenant's setting
 * (`notificationsConfig.actionRequiredTypes`), decided when it is read. Returns the new id.
 */
export const createNotification = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: CreateNotificationInput,
): Promise<string | null> => {
  const type = notificationTypeSchema.parse(input.type);
  const messageKey = input.messageKey ?? type;
  if (!input.messages && !isKnownMessageKey(messageKey)) {
    throw new Error(`Unknown notification message key "${messageKey}".`);
  }
  if (!isSitePath(input.redirectUrl)) {
    throw new Error(`A notification redirect must be a path on this site: "${input.redirectUrl}".`);
  }
  const isWanted = await wantsNotification(deps.db, {
    candidateId: input.candidateId,
    type,
    channel: 'inApp',
  });
  if (!isWanted) return null;
  const row = await deps.db
    .insertInto('notifications')
    .values({
      tenant_id: input.tenantId,
      candidate_id: input.candidateId,
      notification_type: type,
      message_key: messageKey,
      message_params: JSON.stringify(input.params ?? {}),
      messages: input.messages ? JSON.stringify(input.messages) : null,
      redirect_url: input.redirectUrl,
      created_at: input.createdAt ?? deps.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  forgetCachedBadge(deps.db, input.candidateId);
  return String(row.id);
};
