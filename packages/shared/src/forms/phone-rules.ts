import {
  Metadata,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import type { PhoneValue } from './form-value-shapes.ts';

const allowedCharacters = /^[\d\s()+\-.]*$/;
/** Non-strict check of the portal: a number may not start with letters or symbols. */
const badStart = /^[a-z#:.\\/%@!]/i;

/** Splits a value (object, or stored string such as '+14155550100') into its parts. */
export function toPhoneParts(value: unknown, defaultCountry = 'US'): PhoneValue {
  if (value && typeof value === 'object') {
    const v = value as Record<keyof PhoneValue, unknown>;
    const text = (part: unknown) => (typeof part === 'string' ? part : '');
    return {
      callingCode: text(v.callingCode),
      number: text(v.number),
      selectedCountryCode: text(v.selectedCountryCode),
    };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const fallback = isSupportedCountry(defaultCountry) ? defaultCountry : 'US';
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    if (parsed) {
      const callingCode = `+${parsed.countryCallingCode}`;
      return {
        callingCode,
        number: text.slice(callingCode.length).trim(),
        selectedCountryCode: parsed.country ?? countryOfCallingCode(parsed.countryCallingCode),
      };
    }
  }
  return {
    callingCode: `+${getCountryCallingCode(fallback as CountryCode)}`,
    number: text,
    selectedCountryCode: fallback,
  };
}

function countryOfCallingCode(code: string): string {
  return getCountries().find((c) => getCountryCallingCode(c) === code) ?? '';
}

function possibleLengths(country: string): number[] {
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country as CountryCode);
  return metadata.numberingPlan?.possibleLengths() ?? [];
}

/**
 * Phone rule. Default mode: allowed characters and a possible number for
 * the calling code. Strict mode: a valid number for the country with per-country digit limits.
 */
export function checkPhone(
  value: unknown,
  mode: 'strict' | 'default',
  customMessage?: string,
): FieldError | null {
  const parts = toPhoneParts(value);
  const number = parts.number.trim();
  if (!number) return null;
  if (!allowedCharacters.test(number) || badStart.test(number)) {
    return fieldError('phoneCharacters', {}, customMessage);
  }
  const code = parts.callingCode.replace(/\D/g, '');
  const country = parts.selectedCountryCode || countryOfCallingCode(code);
  if (!code || !country || !isSupportedCountry(country)) {
    return fieldError(
      mode === 'strict' ? 'phoneCallingCode' : 'phoneCountryCode',
      {},
      customMessage,
    );
  }
  if (getCountryCallingCode(country as CountryCode) !== code) {
    return fieldError(
      mode === 'strict' ? 'phoneCallingCode' : 'phoneCountryCode',
      {},
      customMessage,
    );
  }
  const parsed = parsePhoneNumberFromString(`+${code}${number.replace(/\D/g, '')}`);
  if (mode === 'default') {
    return parsed?.isPossible() ? null : fieldError('phoneCountryCode', {}, customMessage);
  }
  const digits = number.replace(/\D/g, '').length;
  const lengths = possibleLengths(country);
  const minLength = Math.min(...lengths);
  const maxLength = Math.max(...lengths);
  if (lengths.length && digits < minLength) {
    return fieldError('phoneMinDigits', { minLength }, customMessage);
  }
  if (lengths.length && digits > maxLength) {
    return fieldError('phoneMaxDigits', { maxLength }, customMessage);
  }
  return parsed?.isValid() ? null : fieldError('phoneInvalid', {}, customMessage);
}

/** Phone country list for pickers: region code and calling code. */
export function listPhoneCountries(): { country: string; callingCode: string }[] {
  return getCountries().map((country) => ({
    country,
    callingCode: `+${getCountryCallingCode(country)}`,
  }));
}

/** A phone answer for reading: international format when the number parses, else as typed. */
export function formatPhoneForDisplay(value: unknown): string {
  const parts = toPhoneParts(value);
  if (!parts.number.trim()) return '';
  const digits = parts.number.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(`${parts.callingCode}${digits}`);
  return parsed?.isPossible()
    ? parsed.formatInternational()
    : `${parts.callingCode} ${parts.number}`;
}
