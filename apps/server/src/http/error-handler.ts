import type { ErrorBody, ErrorCode } from '@careers/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/is-connection-error.ts';
import { AppError } from './app-error.ts';

const send = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) => {
  const body: ErrorBody = { message, error: { code, message, ...(fields && { fields }) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
};

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'login_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One error shape everywhere: `{message, error: {code, message, fields?}}`; never a 500 for bad input. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || error.validationContext || 'request'] ??= issue.message ?? 'Invalid value';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return send(reply, 400, 'validation_failed', message, fields);
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('Retry-After', '5');
      return send(
        reply,
        503,
        'service_unavailable',
        'The service cannot reach its database right now. Please try again in a moment.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('Retry-After', reply.getHeader('retry-after') ?? '60');
      const message = status === 429 ? 'Please try again in a few minutes' : error.message;
      return send(reply, status, statusCodes[status] ?? 'bad_request', message);
    }
    request.log.error({ err: error }, 'request failed');
    if (status === 503)
      return send(
        reply,
        503,
        'service_unavailable',
        'The service is starting or stopping. Please try again.',
      );
    return send(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again.',
    );
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`),
  );
};
