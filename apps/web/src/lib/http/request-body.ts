const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** FormData goes out as is (multipart, the browser sets the boundary); anything else as JSON. */
export const encodeBody = (body: unknown, headers: Headers): BodyInit | undefined => {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
};

/** Whether the body itself names the tenant, as the notification calls do. */
export const bodyHasDomain = (body: unknown): boolean => {
  if (body instanceof FormData) return body.has('domain');
  return isRecord(body) && !Array.isArray(body) && body.domain != null && body.domain !== '';
};

export type ParsedText = { isJson: true; value: unknown } | { isJson: false; text: string };

/** An empty body parses as undefined; text that is not JSON is kept as text. */
export const parseText = (text: string): ParsedText => {
  if (text === '') return { isJson: true, value: undefined };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false, text };
  }
};
