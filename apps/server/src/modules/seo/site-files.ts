import { escapeMarkup, type Language } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { tenantAddress, tenantUrl, type TenantAddress } from '../../http/tenant-address.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { positionPath, storedLanguage } from '../positions/index.ts';
import { languageAlternates, type LanguageAlternate } from './language-alternates.ts';

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

/** The languages of the tenant's open translated positions: default language first. */
const readPostingLanguages = async (db: Kysely<Database>, tenantId: number) => {
  const rows = await db
    .selectFrom('position_translations')
    .innerJoin('positions', 'positions.id', 'position_translations.position_id')
    .select(['positions.id', 'positions.default_language', 'position_translations.language'])
    .where('positions.tenant_id', '=', tenantId)
    .where('positions.status', '=', 'open')
    .orderBy('positions.id')
    .orderBy('position_translations.language')
    .execute();
  const languages = new Map<number, Language[]>();
  for (const row of rows) {
    const known = languages.get(row.id) ?? [storedLanguage(row.default_language)];
    languages.set(row.id, [...known, storedLanguage(row.language)]);
  }
  return languages;
};

const entry = (loc: string, lastmod: string | undefined, alternates: LanguageAlternate[] = []) =>
  [
    `<url><loc>${escapeMarkup(loc)}</loc>`,
    lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
    ...alternates.map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
    ),
    '</url>',
  ].join('');

/**
 * The tenant's sitemap: the search page and every open position, on the tenant's address. A
 * position in several languages lists each language's address too, every one of them naming all
 * the others (hreflang) and the address without a language (x-default).
 */
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
  const languages = await readPostingLanguages(db, tenantId);
  const newest = rows[0] ? new Date(rows[0].updated_at).toISOString() : undefined;
  const positions = rows.flatMap((row) => {
    const url = tenantUrl(address, positionPath(row.id));
    const lastmod = new Date(row.updated_at).toISOString();
    const alternates = languageAlternates(url, languages.get(row.id) ?? []);
    const urls = alternates.length ? alternates.map((alternate) => alternate.href) : [url];
    return urls.map((loc) => entry(loc, lastmod, alternates));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    entry(tenantUrl(address, '/careers'), newest),
    ...positions.slice(0, SITEMAP_LIMIT - 1),
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
