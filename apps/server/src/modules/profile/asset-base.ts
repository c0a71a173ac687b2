import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/**
 * The static asset host that relative asset paths (the profile photo) are prefixed with: the
 * configured one (STATIC_ASSET_URL), else the origin the request came to.
 */
export const assetBaseOf = (config: Pick<AppConfig, 'staticAssetUrl'>, request: FastifyRequest) =>
  config.staticAssetUrl ?? `${request.protocol}://${request.host}`;
