import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body.ts';
import { errorBodySchema } from './envelope.ts';

const body = (error: Record<string, unknown>) => ({ message: 'Refused.', error });

// The browser reads failures by hand; each case is read as the server's schema reads it.
const cases: [string, unknown][] = [
  ['a body with its code and message', body({ code: 'offer_expired', message: 'Expired.' })],
  [
    'a body with per-field messages',
    body({ code: 'validation_failed', message: 'Check.', fields: { email: 'Required.' } }),
  ],
  ['an unknown code', body({ code: 'no_such_code', message: 'x' })],
  [
    'a field message that is not text',
    body({ code: 'bad_request', message: 'x', fields: { a: 1 } }),
  ],
  ['fields that are a list', body({ code: 'bad_request', message: 'x', fields: ['a'] })],
  ['an error without a message', body({ code: 'bad_request' })],
  ['a body without its message', { error: { code: 'bad_request', message: 'x' } }],
  ['text', 'Bad gateway'],
  ['nothing', undefined],
];

describe('readErrorBody', () => {
  it.each(cases)('reads %s as errorBodySchema does', (_, value) => {
    const parsed = errorBodySchema.safeParse(value);
    expect(readErrorBody(value)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('keeps the code and the fields of an error body', () => {
    const read = readErrorBody(
      body({ code: 'validation_failed', message: 'Check.', fields: { email: 'Required.' } }),
    );
    expect(read?.error).toEqual({
      code: 'validation_failed',
      message: 'Check.',
      fields: { email: 'Required.' },
    });
  });
});
