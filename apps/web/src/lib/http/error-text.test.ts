import { ERROR_CODES } from '@careers/shared/api/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import english from '@/locales/en/errors.json';
import french from '@/locales/fr/errors.json';
import { errorText, fieldErrorText } from './error-text.ts';
import { failureError, type FailureOptions } from './failure-error.ts';
import { HttpError } from './http-error.ts';

const failure = (
  status: number,
  code: string,
  message: string,
  options: FailureOptions & { fields?: Record<string, string> } = {},
) =>
  failureError(
    {
      method: 'POST',
      status,
      headers: new Headers(),
      body: { message, error: { code, message, fields: options.fields } },
    },
    options,
  );

describe('the errors catalogue', () => {
  it('has an English and a French message for every error code', () => {
    const missing = (catalogue: Record<string, string>) =>
      ERROR_CODES.filter((code) => !catalogue[code]?.trim());
    expect(missing(english)).toEqual([]);
    expect(missing(french)).toEqual([]);
  });
});

describe('errorText', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("words a domain code in the reader's language", async () => {
    const expired = failure(
      400,
      'sign_in_code_expired',
      'This code has expired. Request a new code.',
    );
    await i18n.changeLanguage('en');
    expect(errorText(expired, 'fallback')).toBe('This code has expired. Request a new code.');
    await i18n.changeLanguage('fr');
    expect(errorText(expired, 'fallback')).toBe('Ce code a expiré. Demandez un nouveau code.');
  });

  it("keeps the server's words for a generic code, which say more than any catalogue line", async () => {
    await i18n.changeLanguage('fr');
    const wrongCode = failure(400, 'bad_request', 'That code is not right. You have 4 tries left.');
    expect(errorText(wrongCode, 'fallback')).toBe('That code is not right. You have 4 tries left.');
  });

  it("keeps the request catalogue's message for the statuses it covers", async () => {
    await i18n.changeLanguage('fr');
    const listed = failure(409, 'offer_expired', 'This offer has expired.', {
      errorStatuses: [409],
    });
    expect(errorText(listed, 'fallback')).toBe('Error in api response');
  });

  it('translates the message under a field the same way', async () => {
    await i18n.changeLanguage('fr');
    const message = 'Too many wrong codes. Request a new code.';
    const locked = failure(400, 'sign_in_code_locked', message, { fields: { code: message } });
    expect(fieldErrorText(locked, 'code')).toBe('Trop de codes erronés. Demandez un nouveau code.');
    expect(fieldErrorText(locked, 'email')).toBeUndefined();
  });

  it("keeps a field's own message under a domain code that names several fields", async () => {
    await i18n.changeLanguage('fr');
    const invalid = failure(422, 'answers_invalid', '2 answers need attention.', {
      fields: { phone: 'Enter a valid phone number.', email: 'Enter a valid email address.' },
    });
    expect(fieldErrorText(invalid, 'phone')).toBe('Enter a valid phone number.');
    expect(errorText(invalid, 'fallback')).toBe('Certaines réponses demandent votre attention.');
  });

  it('answers the fallback for what is not an HTTP failure or has no words', () => {
    expect(errorText(new Error('boom'), 'fallback')).toBe('fallback');
    const silent = new HttpError({
      status: 500,
      code: 'internal_error',
      kind: 'request-failed',
      message: '',
    });
    expect(errorText(silent, 'fallback')).toBe('fallback');
  });
});
