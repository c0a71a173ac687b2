import type { FastifyRequest } from 'fastify';
import type { TenantContext } from '../services/tenants/tenant-registry.ts';

/**
 * Where a tenant's pages are: an origin, and whether links must name the tenant with `domain`
 * (only when it is reached on the shared public address, not on a host of its own).
 */
export type TenantAddress = { origin: string; domain: string | null };

type Tenant = Pick<TenantContext, 'domain' | 'isDefault' | 'config'>;

const schemeOf = (publicUrl: string) => new URL(publicUrl).protocol;

/** The tenant's own host for links made without a request (e-mails, pings): canonical, else the first. */
const ownHost = (tenant: Tenant) => tenant.config.hosts.canonical ?? tenant.config.hosts.names[0];

/**
 * The tenant's address without a request: its own host when it has one, else the public address
 * with `domain` (kept for the default tenant too, as e-mails always named it).
 */
export const tenantAddress = (tenant: Tenant, publicUrl: string): TenantAddress => {
  const host = ownHost(tenant);
  if (host) return { origin: `${schemeOf(publicUrl)}//${host}`, domain: null };
  return { origin: new URL(publicUrl).origin, domain: tenant.domain };
};

/**
 * The tenant's address as seen by this request: its canonical host when it has one; else the
 * host the request came on when that host is the tenant's (one of its names, or its domain);
 * else its own host, or the public address (with `domain` unless it is the default tenant). A
 * Host header that is not the tenant's never becomes a link.
 */
export const requestTenantAddress = (
  request: Pick<FastifyRequest, 'host' | 'hostname' | 'protocol'>,
  tenant: Tenant,
  publicUrl: string,
): TenantAddress => {
  const { canonical, names } = tenant.config.hosts;
  if (canonical) return { origin: `${schemeOf(publicUrl)}//${canonical}`, domain: null };
  const hostname = request.hostname.toLowerCase();
  if (names.includes(hostname) || hostname === tenant.domain)
    return { origin: `${request.protocol}://${request.host}`, domain: null };
  if (names[0]) return { origin: `${schemeOf(publicUrl)}//${names[0]}`, domain: null };
  return {
    origin: new URL(publicUrl).origin,
    domain: tenant.isDefault ? null : tenant.domain,
  };
};

/** An absolute link on the tenant's address: `path` with `params`, and `domain` when needed. */
export const tenantUrl = (
  address: TenantAddress,
  path: string,
  params: Record<string, string> = {},
): string => {
  const url = new URL(path, address.origin);
  if (address.domain) url.searchParams.set('domain', address.domain);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

/**
 * A link in an e-mail to a path of the site (which may name the tenant with `domain=`): on the
 * tenant's own host when it has one, where `domain` is not needed; else on the public address,
 * as given.
 */
export const emailLink = (tenant: Tenant, publicUrl: string, pathAndQuery: string): string => {
  const address = tenantAddress(tenant, publicUrl);
  if (address.domain) return `${publicUrl}${pathAndQuery}`;
  const url = new URL(pathAndQuery, address.origin);
  url.searchParams.delete('domain');
  return url.toString();
};
