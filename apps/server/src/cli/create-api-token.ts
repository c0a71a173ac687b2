// npm run admin:token -- --name NAME [--domain D] | --list | --revoke ID
// Creates an API token for the employer API (/api/admin/*) and prints it once; lists or revokes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { createApiToken } from '../services/api-tokens/create-api-token.ts';
import { listApiTokens, revokeApiToken } from '../services/api-tokens/revoke-api-token.ts';

const HELP = `Usage: npm run admin:token -- --name NAME [--domain DOMAIN]
       npm run admin:token -- --list [--domain DOMAIN]
       npm run admin:token -- --revoke ID [--domain DOMAIN]

Creates an API token for the employer API of DOMAIN (default: the default site) and prints it
once; only its hash is kept. Send it as "Authorization: Bearer <token>" to /api/admin/...
with ?domain=DOMAIN.`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

let values;
try {
  ({ values } = parseArgs({
    options: {
      name: { type: 'string' },
      domain: { type: 'string' },
      list: { type: 'boolean', default: false },
      revoke: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n\n${HELP}`);
}
if (values!.help) {
  console.info(HELP);
  process.exit(0);
}
const { name, domain, list, revoke } = values!;
if ([name !== undefined, list, revoke !== undefined].filter(Boolean).length !== 1)
  fail(`Give one of --name, --list or --revoke.\n\n${HELP}`);
if (name !== undefined && !name.trim()) fail('--name needs a name, like "ATS sync".');
const revokeId = revoke === undefined ? undefined : Number(revoke);
if (revokeId !== undefined && !(Number.isInteger(revokeId) && revokeId > 0))
  fail('--revoke needs a token id (see --list).');

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let release: () => void = () => {};
try {
  if (!config.databaseUrl) release = lockDataDir(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const { db } = database;
  const tenants = await db.selectFrom('tenants').select(['id', 'domain', 'is_default']).execute();
  const tenant = domain
    ? tenants.find((candidate) => candidate.domain === domain.trim().toLowerCase())
    : tenants.find((candidate) => candidate.is_default);
  if (!tenant) {
    const known = tenants.map((candidate) => candidate.domain).join(', ') || 'none yet';
    console.error(`There is no site ${domain ? `"${domain}"` : 'by default'}. Sites: ${known}.`);
    process.exitCode = 2;
  } else if (list) {
    const tokens = await listApiTokens(db, tenant.id);
    if (!tokens.length) console.info(`${tenant.domain} has no API tokens.`);
    for (const token of tokens) {
      const state = token.revoked_at
        ? `revoked ${new Date(token.revoked_at).toISOString()}`
        : `last used ${token.last_used_at ? new Date(token.last_used_at).toISOString() : 'never'}`;
      console.info(
        `${token.id}\t${token.name}\tcreated ${new Date(token.created_at).toISOString()}\t${state}`,
      );
    }
  } else if (revokeId !== undefined) {
    const isRevoked = await revokeApiToken(db, {
      tenantId: tenant.id,
      tokenId: revokeId,
      now: new Date(),
    });
    if (isRevoked) console.info(`Revoked token ${revokeId} of ${tenant.domain}.`);
    else {
      console.error(`${tenant.domain} has no live token ${revokeId}.`);
      process.exitCode = 2;
    }
  } else {
    const created = await createApiToken(db, {
      tenantId: tenant.id,
      name: name!.trim(),
      now: new Date(),
    });
    console.info(
      `API token ${created.id} "${name!.trim()}" for ${tenant.domain}; it is shown only this once:\n\n` +
        `${created.token}\n\n` +
        `curl -H "Authorization: Bearer ${created.token}" ` +
        `"${config.publicUrl}/api/admin/positions/1?domain=${tenant.domain}"`,
    );
  }
} finally {
  await database.close();
  release();
}
