import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { tenantAddress, tenantUrl, type TenantAddress } from '../../http/tenant-address.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { positionPath } from '../positions/index.ts';

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The tenant's sitemap: the search page and every open position, on the tenant's address. */
export const renderSitemap = async (
  db: Kysely<Database>,
  tenantId: number,
  address: TenantAddress,
) => {
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SITEMAP_LIMIT - 1)
    .execute();
  const newest = rows[0] ? new Date(rows[0].updated_at).toISOString() : undefined;
  const entry = (loc: string, lastmod: string | undefined) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(tenantUrl(address, '/careers'), newest),
    ...rows.map((row) =>
      entry(tenantUrl(address, positionPath(row.id)), new Date(row.updated_at).toISOString()),
    ),
    '</urlset>',
  ].join('\n');
};

/**
 * robots.txt: the careers pages, the feeds and the public search and position API a page needs
 * (Allow wins over the longer-prefixed Disallow of the rest of /api/), this tenant's sitemap on
 * its address, then every other tenant's that has a host of its own (sitemaps may name another
 * host's sitemap from robots.txt, sitemaps.org "cross submits").
 */
export const renderRobots = (
  tenant: TenantContext,
  address: TenantAddress,
  tenants: readonly TenantContext[],
  publicUrl: string,
) => {
  const others = tenants
    .filter((other) => other.id !== tenant.id && other.config.hosts.names.length > 0)
    .map((other) => tenantUrl(tenantAddress(other, publicUrl), '/sitemap.xml'));
  return [
    'User-agent: *',
    'Allow: /careers',
    'Allow: /feeds/',
    'Allow: /api/pcsx/search',
    'Allow: /api/pcsx/position_details',
    'Allow: /api/pcsx/position_insights',
    'Allow: /api/pcsx/overrides',
    'Disallow: /api/',
    'Disallow: /careers/apply',
    'Disallow: /careers/job/private',
    'Disallow: /candidate/',
    'Disallow: /logout',
    '',
    `Sitemap: ${tenantUrl(address, '/sitemap.xml')}`,
    ...[...new Set(others)].map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
};
