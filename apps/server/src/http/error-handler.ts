import { DEFAULT_LANGUAGE, type ErrorBody, type ErrorCode } from '@careers/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/is-connection-error.ts';
import { hasMessage, translatorFor } from '../services/i18n/server-i18n.ts';
import { AppError } from './app-error.ts';
import { requestLanguage } from './request-language.ts';

// SQLSTATE class 22 (data exception): a value the database cannot hold or read, such as a NUL
// byte in text, an id past int4 or text where a uuid belongs. The schemas refuse these first;
// one that slips through is still the request's fault, not the server's.
const isDataException = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  /^22/.test((error as { code: string }).code);

/**
 * The message in the request's language (`hl`, cookie, saved language, Accept-Language): the
 * words of the `errors` catalogue for the code; in English, the server's own, more precise text.
 */
const localisedMessage = (reply: FastifyReply, code: ErrorCode, message: string) => {
  const language = requestLanguage(reply.request);
  if (language === DEFAULT_LANGUAGE || !hasMessage(code, 'errors')) return message;
  return translatorFor(language, 'errors')(String(code));
};

export const sendError = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  englishMessage: string,
  fields?: Record<string, string>,
) => {
  const message = localisedMessage(reply, code, englishMessage);
  const body: ErrorBody = {
    status,
    data: {},
    message,
    error: { code, message, ...(fields && { fields }) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
};

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'login_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
  429: 'rate_limited',
};

/** One error shape everywhere: `{status, data: {}, message, error: {code, message, fields?}}`; never a 500 for bad input. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || error.validationContext || 'request'] ??= issue.message ?? 'Invalid value';
      }
      // A number in a path that no row can have (0, negative, past int4) names nothing: 404, as
      // an id that does not exist. A path that is not a number at all stays a 400.
      const isOutOfRange = (keyword: string) => keyword === 'too_big' || keyword === 'too_small';
      if (
        error.validationContext === 'params' &&
        error.validation.every((i) => isOutOfRange(i.keyword))
      )
        return sendError(
          reply,
          404,
          'not_found',
          `There is nothing at ${request.url.split('?')[0]}.`,
        );
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return sendError(reply, 400, 'validation_failed', message, fields);
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('Retry-After', '5');
      return sendError(
        reply,
        503,
        'service_unavailable',
        'The service cannot reach its database right now. Please try again in a moment.',
      );
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'a value the database refused');
      return sendError(reply, 400, 'bad_request', 'The request carries a value that is not valid.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('Retry-After', reply.getHeader('retry-after') ?? '60');
      const message = status === 429 ? 'Please try again in a few minutes' : error.message;
      return sendError(reply, status, statusCodes[status] ?? 'bad_request', message);
    }
    request.log.error({ err: error }, 'request failed');
    if (status === 503)
      return sendError(
        reply,
        503,
        'service_unavailable',
        'The service is starting or stopping. Please try again.',
      );
    return sendError(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again.',
    );
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}.`,
    ),
  );
};
