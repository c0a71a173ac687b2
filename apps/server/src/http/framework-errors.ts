import type { ErrorBody, ErrorCode } from '@careers/shared';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { sendError } from './error-handler.ts';

/**
 * The router's own refusals (a path segment that is not valid URL encoding, or longer than
 * `maxParamLength`), answered in the project's error shape rather than Fastify's.
 */
export const frameworkErrors = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, 'uri_too_long', 'The address is too long.');
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(reply, 400, 'bad_request', 'The address is not valid.');
  request.log.error({ err: error }, 'request failed before routing');
  return sendError(
    reply,
    500,
    'internal_error',
    'Something went wrong on our side. Please try again.',
  );
};

const rawAnswer = (status: number, reason: string, code: ErrorCode, message: string) => {
  const body = JSON.stringify({
    status,
    data: {},
    message,
    error: { code, message },
  } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Content-Type: application/json; charset=utf-8',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers past `maxHeaderSize`,
 * the request line included; a request that never finished arriving; bytes that are not HTTP):
 * the same answers as Node's and Fastify's defaults, in the project's error shape.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? rawAnswer(
          431,
          'Request Header Fields Too Large',
          'headers_too_large',
          'The request headers are too large.',
        )
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? // no code of ours means "too slow": the client is most likely gone; the status says it
          rawAnswer(408, 'Request Timeout', 'bad_request', 'The request took too long to arrive.')
        : rawAnswer(400, 'Bad Request', 'bad_request', 'The request is not valid HTTP.');
  if (socket.writable) socket.write(answer);
  socket.destroy(error);
};
