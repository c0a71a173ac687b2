import { iso, type ExportSection } from './export-section.ts';

export const notificationsSection: ExportSection = {
  name: 'notifications',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('notifications')
      .select(['notification_type', 'message_params', 'redirect_url', 'is_clicked', 'created_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      type: row.notification_type,
      details: row.message_params,
      link: row.redirect_url,
      isClicked: row.is_clicked,
      createdAt: iso(row.created_at),
    }));
  },
};

/** Signed-in sessions: when and from where (the address and browser the server saw). */
export const sessionsSection: ExportSection = {
  name: 'sessions',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      startedAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      expiresAt: iso(row.expires_at),
      ip: row.ip,
      userAgent: row.user_agent,
    }));
  },
};

/** Uploaded and signed files: name, type, size and a link to download each. */
export const filesSection: ExportSection = {
  name: 'files',
  collect: async ({ db, candidate, tenant, fileLink }) => {
    const rows = await db
      .selectFrom('files')
      .select(['id', 'name', 'content_type', 'size', 'created_at'])
      .where('candidate_id', '=', candidate.id)
      .where('tenant_id', '=', tenant.id)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      uploadedAt: iso(row.created_at),
      download: fileLink(row.id),
    }));
  },
};

export const onboardingTasksSection: ExportSection = {
  name: 'onboardingTasks',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('onboarding_tasks')
      .select(['kind', 'title', 'description', 'due_at', 'completed_at', 'created_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      description: row.description,
      dueAt: iso(row.due_at),
      completedAt: iso(row.completed_at),
      assignedAt: iso(row.created_at),
    }));
  },
};
