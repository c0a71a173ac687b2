import { resolveLanguage } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { createNotification, wantsNotification } from '../notifications/index.ts';
import { readSearch, runSearchTask } from '../search/index.ts';
import { emailLink } from '../../http/tenant-address.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { isSavedSearchEnabled, rawSearchOf } from './saved-searches.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'search' | 'config' | 'log'>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Checks every job alert of a tenant: positions matching the saved search and posted since it
 * was last checked produce one email (with an unsubscribe link) and one in-app notification.
 * Returns how many alerts found something.
 */
export const runJobAlerts = async (deps: Deps, tenant: TenantContext): Promise<number> => {
  if (!isSavedSearchEnabled(tenant)) return 0;
  const now = deps.clock.now();
  const alerts = await deps.db
    .selectFrom('saved_searches')
    .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
    .select([
      'saved_searches.id',
      'saved_searches.candidate_id',
      'saved_searches.name',
      'saved_searches.query',
      'saved_searches.location',
      'saved_searches.filters',
      'saved_searches.unsubscribe_token',
      'saved_searches.last_checked_at',
      'candidates.email',
      'candidates.interface_language',
    ])
    .where('saved_searches.tenant_id', '=', tenant.id)
    // a paused alert is not checked at all: resuming it looks from the time it was paused
    .where('saved_searches.paused_at', 'is', null)
    .execute();
  const domainParam = `domain=${encodeURIComponent(tenant.domain)}`;
  let found = 0;
  for (const alert of alerts) {
    const since = new Date(alert.last_checked_at);
    const raw = rawSearchOf(alert);
    let newPositions: { id: number; name: string }[] = [];
    let count = 0;
    try {
      const params = readSearch(
        { ...raw, filter_posted_date: `${day(since)}..${day(now)}`, sort_by: 'timestamp' },
        tenant.config,
      );
      const result = await runSearchTask(deps.search, tenant.id, 'search', {
        config: tenant.config,
        params,
        nowSeconds: Math.floor(now.getTime() / 1000),
      });
      const sinceSeconds = since.getTime() / 1000;
      newPositions = result.positions.filter((position) => position.postedTs > sinceSeconds);
      count = newPositions.length < result.positions.length ? newPositions.length : result.count;
    } catch (error) {
      deps.log.warn({ err: error, alertId: alert.id }, 'job alert search failed');
    }
    await deps.db
      .updateTable('saved_searches')
      .set({ last_checked_at: now })
      .where('id', '=', alert.id)
      .execute();
    if (!count) continue;
    found += 1;
    const link = new URLSearchParams();
    for (const [key, value] of Object.entries(raw))
      link.set(key, Array.isArray(value) ? value.join(',') : value);
    const query = link.toString();
    const searchPath = `/careers?${domainParam}${query ? `&${query}` : ''}&sort_by=timestamp`;
    await createNotification(deps, {
      tenantId: tenant.id,
      candidateId: alert.candidate_id,
      type: 'job_alert',
      params: { count: String(count), alert: alert.name },
      redirectUrl: searchPath,
    });
    const isEmailWanted = await wantsNotification(deps.db, {
      candidateId: alert.candidate_id,
      type: 'job_alert',
      channel: 'email',
    });
    if (!isEmailWanted) continue;
    const siteLink = (path: string) => emailLink(tenant, deps.config.publicUrl, path);
    // in the candidate's saved language, else the tenant's; links keep it as hl
    const language = resolveLanguage({
      saved: alert.interface_language,
      tenantDefault: tenant.config.defaultLanguage,
    });
    const t = translatorFor(language);
    const hl = `&hl=${encodeURIComponent(language)}`;
    const company = tenant.config.branding.companyName;
    const unsubscribeUrl = siteLink(
      `/api/pcsx/saved_searches/unsubscribe?${domainParam}&token=${encodeURIComponent(alert.unsubscribe_token)}`,
    );
    await deps.mailer.send({
      to: alert.email,
      subject: t('jobAlertEmail.subject', {
        count: new Intl.NumberFormat(language).format(count),
        alert: alert.name,
        company,
      }),
      text: [
        t('jobAlertEmail.intro', { alert: alert.name }),
        '',
        ...newPositions
          .slice(0, 10)
          .map(
            (position) =>
              `- ${position.name}: ${siteLink(`/careers/job/${String(position.id)}?${domainParam}${hl}`)}`,
          ),
        '',
        `${t('jobAlertEmail.seeAll')} ${siteLink(`${searchPath}${hl}`)}`,
        '',
        `${t('jobAlertEmail.unsubscribe')} ${unsubscribeUrl}${hl}`,
      ].join('\n'),
    });
  }
  return found;
};
