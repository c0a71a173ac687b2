import {
  dataEnvelope,
  statusDataEnvelope,
  errorBodySchema,
  errorsOf,
  statusOfErrorCode,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type ErrorCode,
} from '@careers/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { Caller } from '../core/caller.ts';

/** The request a handler gets: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * A handler returns the `data` of a JSON answer; for an endpoint that `produces` something else
 * it sends the reply itself and returns what Fastify should send (the reply, a string, a buffer).
 * A JSON endpoint may also answer without a body (a 304 for a matching ETag) by sending the
 * reply itself and returning it.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  caller: Caller<E['access']>,
) => Promise<E['data'] extends z.ZodType ? EndpointAnswer<E> | FastifyReply : unknown>;

type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler' | 'logLevel'> & {
  config?: { isBare?: boolean };
  /** The route's rate limits, from `deps.rateLimiter.guard(rules)`; they run before any other preHandler. */
  rateLimit?: preHandlerAsyncHookHandler;
};

/**
 * The body limit of a public or candidate JSON route that names none: their bodies are a few
 * fields, so a large one is refused (413) before it is read whole. Admin routes and uploads keep
 * the app's limit or name their own.
 */
export const SMALL_BODY_LIMIT = 64 * 1024;

const bodyLimitOf = (endpoint: EndpointDefinition, options: RouteOptions) => {
  if (options.bodyLimit !== undefined) return options.bodyLimit;
  if (endpoint.access === 'admin' || endpoint.bodyType === 'multipart') return undefined;
  return SMALL_BODY_LIMIT;
};

const preHandlersOf = (options: RouteOptions) =>
  [options.rateLimit, options.preHandler].flat().filter((hook) => hook !== undefined);

const SECURITY: Record<EndpointDefinition['access'], Record<string, string[]>[]> = {
  public: [],
  candidate: [{ session: [] }],
  admin: [{ session: [] }, { apiToken: [] }],
};

const errorResponses = (codes: ErrorCode[]) => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = statusOfErrorCode(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => [
      status,
      errorBodySchema.describe(`Error codes: ${statusCodes.join(', ')}`),
    ]),
  );
};

const schemaOf = (endpoint: EndpointDefinition & { id: string }): FastifySchema => {
  const success = endpoint.data
    ? endpoint.isUnwrapped
      ? endpoint.data
      : endpoint.hasStatusInBody
        ? statusDataEnvelope(endpoint.data).describe('Success: `{ status: 200, data }`')
        : dataEnvelope(endpoint.data).describe('Success: `{ data }`')
    : z.any().describe(`Success: ${endpoint.produces ?? 'a non-JSON answer'}`);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    tags: [...endpoint.tags],
    security: SECURITY[endpoint.access],
    ...(endpoint.isHidden && { hide: true }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.bodyType === 'multipart' && { consumes: ['multipart/form-data'] }),
    ...(endpoint.produces && { produces: [endpoint.produces] }),
    response: { [endpoint.status ?? 200]: success, ...errorResponses(errorsOf(endpoint)) },
  } as FastifySchema;
};

/**
 * Registers an endpoint's route from its definition: validation and serialisation by its schemas,
 * the access check by the access hook (before validation, so a stranger learns nothing from a
 * 400), and its OpenAPI operation with every error it can answer.
 */
export const route = <E extends EndpointDefinition & { id: string }>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
) => {
  const bodyLimit = bodyLimitOf(endpoint, options);
  const preHandler = preHandlersOf(options);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.permission && { permission: endpoint.permission }),
    },
    ...(bodyLimit !== undefined && { bodyLimit }),
    ...(preHandler.length > 0 && { preHandler }),
    ...(options.logLevel && { logLevel: options.logLevel }),
    handler: async (request, reply) => {
      const caller = request.caller as Caller<E['access']>;
      const result = await handler(request as EndpointRequest<E>, reply, caller);
      // A handler that sent the answer itself returns the reply, which a promise unwraps: the
      // reply is a thenable that settles, with undefined, once the answer is written. So the
      // answer already sent is the sign, not the value; sending the value would send twice.
      if (result === reply || reply.sent) return reply;
      if (!endpoint.data || endpoint.isUnwrapped) return result;
      if (endpoint.status) reply.code(endpoint.status);
      return endpoint.hasStatusInBody ? { status: 200, data: result } : { data: result };
    },
  });
};
