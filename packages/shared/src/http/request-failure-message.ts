import { REQUEST_MESSAGES } from './request-messages.ts';

/** What a failed request left behind: the (parsed or text) response body and/or the thrown error. */
export type RequestFailure = {
  body?: unknown;
  error?: unknown;
};

// A tag such as `<html>`, `</p>`, `<br/>` or a doctype: a proxy's or server's error page, never a message.
const HTML_PATTERN = /<(?:!doctype\b|\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>)/i;

export const containsHtml = (text: string): boolean => HTML_PATTERN.test(text);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const responseMessage = (body: unknown) => (isRecord(body) ? nonBlank(body.message) : undefined);

// `{ error: { message } }` is our server's shape; a bare `{ error: "..." }` is accepted too.
const responseErrorMessage = (body: unknown) => {
  if (!isRecord(body)) return undefined;
  return isRecord(body.error) ? nonBlank(body.error.message) : nonBlank(body.error);
};

const errorMessage = (error: unknown) => (isRecord(error) ? nonBlank(error.message) : undefined);

/**
 * The failure message, in this order of preference: the response's
 * message, the response's error message, the response body if it is text, the error's message,
 * else 'There was a problem with the request'. A chosen text containing HTML becomes the default.
 */
export const chooseRequestFailureMessage = ({ body, error }: RequestFailure): string => {
  const message =
    responseMessage(body) ??
    responseErrorMessage(body) ??
    nonBlank(body) ??
    errorMessage(error) ??
    REQUEST_MESSAGES.requestFailed;
  return containsHtml(message) ? REQUEST_MESSAGES.requestFailed : message;
};
