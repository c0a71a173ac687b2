import { matchDetailsResponseSchema, positionQuerySchema } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { loadOpenPosition } from '../positions/index.ts';
import { hasMatchableProfile, readMatchProfile } from './candidate-profile.ts';
import { computeMatch, noMatch } from './compute-match.ts';

/** GET /api/pcsx/match_details: the signed-in candidate's profile against a position. */
export const matchRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/pcsx/match_details',
    {
      schema: {
        tags: ['positions'],
        summary:
          "How the signed-in candidate's profile matches a position: score, stars, skills, experience, location",
        querystring: positionQuerySchema,
        response: { 200: matchDetailsResponseSchema },
      },
    },
    async (request) => {
      const { tenant } = request;
      const { position_id: positionId } = request.query;
      const position = await loadOpenPosition(deps.db, tenant.id, positionId);
      const overrides = tenant.config.overrides[String(positionId)];
      const threshold =
        overrides?.strongMatchThreshold ?? tenant.config.positionDetailsConfig.strongMatchThreshold;
      const candidate = request.session?.candidate;
      if (!candidate) return { data: noMatch('visitor', threshold) };
      const profile = readMatchProfile(candidate.profile);
      if (!hasMatchableProfile(profile)) return { data: noMatch('no_profile', threshold) };
      return { data: computeMatch(profile, position, { now: deps.clock.now() }, threshold) };
    },
  );
};
