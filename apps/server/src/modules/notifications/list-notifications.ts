import type { Language, Notification, NotificationType, TenantConfig } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { renderCategoryTitle, renderMessage } from './notification-messages.ts';

/** The panel shows the most recent ones; older ones are of no use in a dropdown. */
export const NOTIFICATIONS_LIMIT = 100;

export type ListNotificationsInput = {
  tenantId: number;
  candidateId: number;
  config: TenantConfig['notificationsConfig'];
  language: Language;
  isActionRequiredOnly: boolean;
};

/** A candidate's notifications, newest first, rendered in the asked language. */
export const listNotifications = async (
  deps: Pick<AppDeps, 'db'>,
  input: ListNotificationsInput,
): Promise<Notification[]> => {
  const actionRequired = new Set<string>(input.config.actionRequiredTypes);
  if (input.isActionRequiredOnly && actionRequired.size === 0) return [];
  let query = deps.db
    .selectFrom('notifications')
    .selectAll()
    .where('candidate_id', '=', input.candidateId)
    .where('tenant_id', '=', input.tenantId);
  if (input.isActionRequiredOnly) {
    query = query.where('notification_type', 'in', [...actionRequired]);
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_LIMIT)
    .execute();
  return rows.map((row) => {
    const type = row.notification_type as NotificationType;
    return {
      id: String(row.id),
      categoryTitle: renderCategoryTitle(type, input.language),
      message: renderMessage(row, input.language),
      createdAt: row.created_at.toISOString(),
      isClicked: row.is_clicked,
      isViewed: row.is_viewed,
      isActionRequired: actionRequired.has(type),
      redirectUrl: row.redirect_url,
      notificationType: type,
    };
  });
};
