import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import { loadOpenPosition } from '../positions/index.ts';
import { hasMatchableProfile, readMatchProfile } from './candidate-profile.ts';
import { computeMatch, noMatch } from './compute-match.ts';

/** The signed-in candidate's profile against a position; a visitor learns only that. */
export const matchRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(app, api.getMatchDetails, async (request, _reply, { candidate }) => {
    const { tenant } = request;
    const { position_id: positionId } = request.query;
    const position = await loadOpenPosition(deps.db, tenant.id, positionId);
    const overrides = tenant.config.overrides[String(positionId)];
    const threshold =
      overrides?.strongMatchThreshold ?? tenant.config.positionDetailsConfig.strongMatchThreshold;
    if (!candidate) return noMatch('visitor', threshold);
    const profile = readMatchProfile(candidate.profile);
    if (!hasMatchableProfile(profile)) return noMatch('no_profile', threshold);
    return computeMatch(profile, position, { now: deps.clock.now() }, threshold);
  });
};
