import { api, type ApiTokenSummary } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { createApiToken } from '../../services/api-tokens/create-api-token.ts';
import { listApiTokens, revokeApiToken } from '../../services/api-tokens/revoke-api-token.ts';

type Row = Awaited<ReturnType<typeof listApiTokens>>[number];
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const toSummary = (row: Row): ApiTokenSummary => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

const findToken = async (deps: Pick<AppDeps, 'db'>, tenantId: number, id: number) => {
  const row = (await listApiTokens(deps.db, tenantId)).find((token) => token.id === id);
  if (!row) throw notFound(`There is no API token ${id}.`);
  return toSummary(row);
};

/** API tokens from the console (admins only: the 'users' permission); the CLI stays for automation. */
export const apiTokensRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.listApiTokens, async (request) =>
    (await listApiTokens(deps.db, request.tenant.id)).map(toSummary),
  );

  route(app, api.createApiToken, async (request) => {
    const created = await createApiToken(deps.db, {
      tenantId: request.tenant.id,
      name: request.body.name,
      now: deps.clock.now(),
    });
    return { ...(await findToken(deps, request.tenant.id, created.id)), token: created.token };
  });

  route(app, api.revokeApiToken, async (request) => {
    const current = await findToken(deps, request.tenant.id, request.params.id);
    if (!current.revokedAt)
      await revokeApiToken(deps.db, {
        tenantId: request.tenant.id,
        tokenId: request.params.id,
        now: deps.clock.now(),
      });
    return findToken(deps, request.tenant.id, request.params.id);
  });
};
