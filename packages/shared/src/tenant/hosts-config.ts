import { z } from 'zod';

// A DNS host name, lower case, without scheme, port or path: careers.example.com.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST_NAME, 'A host name such as careers.example.com, without scheme, port or path.');

/** IndexNow keys are 8 to 128 letters, digits and dashes (indexnow.org/documentation). */
export const indexNowKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,128}$/, 'An IndexNow key has 8 to 128 letters, digits or dashes.');

/**
 * Where a tenant is served. A request on one of `names` is this tenant's (as one on its domain
 * is); the site's links (canonical URLs, og:url, the sitemap, feeds, e-mails) use `canonical`,
 * else the host the request came on, so no tenant's links point at another's host. IndexNow,
 * when enabled, tells search engines about position writes on the canonical host (or the first
 * name); its key is served at /indexnow/{key}.txt on that host.
 */
export const hostsConfigSchema = z
  .object({
    names: z.array(hostNameSchema).max(20).default([]),
    canonical: hostNameSchema.optional(),
    /** The employer's own web site (not the careers site): JobPosting's hiringOrganization.sameAs. */
    companyWebsite: z.url({ protocol: /^https?$/ }).optional(),
    indexNow: z
      .object({ enabled: z.boolean().default(false), key: indexNowKeySchema.optional() })
      .refine((value) => !value.enabled || value.key, {
        message: 'IndexNow needs a key when it is enabled.',
        path: ['key'],
      })
      .prefault({}),
  })
  .refine((hosts) => !hosts.canonical || hosts.names.includes(hosts.canonical), {
    message: 'The canonical host must be one of the host names.',
    path: ['canonical'],
  })
  .refine((hosts) => !hosts.indexNow.enabled || hosts.names.length > 0, {
    message: 'IndexNow needs a host name of the site’s own.',
    path: ['indexNow'],
  });
export type HostsConfig = z.infer<typeof hostsConfigSchema>;
