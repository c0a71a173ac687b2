import type { TFunction } from '@/lib/i18n/index.ts';
import { errorText, isHttpError } from '@/lib/http/index.ts';

/**
 * A refused signature in the reader's words: a name that is not the profile's (the server says
 * so on the full_name field) reads as the form's own message, anything else as the server's
 * refusal or the catalogue's fallback.
 */
export const esignRefusalText = (error: unknown, t: TFunction) =>
  isHttpError(error) && error.fields?.full_name
    ? t('letter.form.mismatch')
    : errorText(error, t('esign.failed'));
