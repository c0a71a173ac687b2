import type { FastifyBaseLogger } from 'fastify';
import { tenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import type { TenantContext } from '../tenants/tenant-registry.ts';

/** IndexNow takes at most 10,000 URLs a request (indexnow.org/documentation). */
const MAX_URLS = 10_000;
const TIMEOUT_MS = 10_000;

type Deps = { config: { publicUrl: string; indexNowEndpoint: string }; log: FastifyBaseLogger };

/**
 * Tells IndexNow search engines that these pages of the tenant changed (a position created,
 * updated or closed), when the tenant turned IndexNow on. The protocol: a JSON POST of host, key,
 * keyLocation (the key file on that host, /indexnow/{key}.txt) and urlList, all on that host.
 * A ping never fails the write that caused it: an error is logged, and the promise resolves.
 */
export const pingIndexNow = async (deps: Deps, tenant: TenantContext, paths: readonly string[]) => {
  const { indexNow } = tenant.config.hosts;
  if (!indexNow.enabled || !indexNow.key || paths.length === 0) return;
  const address = tenantAddress(tenant, deps.config.publicUrl);
  // IndexNow needs the site's own host: a tenant reached only through ?domain= has none
  if (address.domain) return;
  const host = new URL(address.origin).host;
  const body = {
    host,
    key: indexNow.key,
    keyLocation: tenantUrl(address, `/indexnow/${indexNow.key}.txt`),
    urlList: paths.slice(0, MAX_URLS).map((path) => tenantUrl(address, path)),
  };
  try {
    const response = await fetch(deps.config.indexNowEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 200 and 202 are accepted; 4xx say what is wrong with the key or the URLs
    if (!response.ok)
      deps.log.warn(
        { status: response.status, host, tenantId: tenant.id },
        'IndexNow refused the ping',
      );
  } catch (error) {
    deps.log.warn({ err: error, host, tenantId: tenant.id }, 'IndexNow ping failed');
  }
};
