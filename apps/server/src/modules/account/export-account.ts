import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';

/**
 * Everything stored about the candidate on this tenant, one key per section (export-sections.ts),
 * files as links to download them signed in.
 */
export const exportAccount = async (
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { tenant: { id: number; domain: string }; candidate: Candidate },
) => {
  const domain = `domain=${encodeURIComponent(input.tenant.domain)}`;
  const siteLink = (path: string) => `${deps.config.publicUrl}${path}?${domain}`;
  const context = {
    db: deps.db,
    tenant: input.tenant,
    candidate: input.candidate,
    siteLink,
    fileLink: (fileId: string) => siteLink(`/api/pcsx/account/files/${fileId}`),
  };
  const sections: Record<string, unknown> = {};
  for (const section of EXPORT_SECTIONS) sections[section.name] = await section.collect(context);
  return {
    exportedAt: deps.clock.now().toISOString(),
    site: input.tenant.domain,
    ...sections,
  };
};

/** `my-data-acme.example-2026-01-31.json` */
export const exportFileName = (domain: string, now: Date) =>
  `my-data-${domain.replace(/[^\w.-]/g, '_')}-${now.toISOString().slice(0, 10)}.json`;
