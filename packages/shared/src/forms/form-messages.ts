import { fillPlaceholders } from '../i18n/fill-placeholders.ts';

/**
 * English messages of the form toolkit. Keys are stable so apps can
 * translate them; `%(name)s` placeholders are filled from a result's params.
 */
export const formMessages = {
  required: 'This field is required',
  requiredNamed: '%(name)s is required',
  email: 'Email is invalid. Use the format "{email}".',
  dateRangeIncomplete: 'Please enter both a start and end date.',
  phoneCharacters: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
  phoneCountryCode: 'Enter a valid phone number and country code.',
  phoneInvalid: 'Enter a valid phone number',
  phoneCallingCode: 'Invalid country calling code',
  phoneMinDigits: 'Phone number must be at least %(minLength)s digits',
  phoneMaxDigits: 'Phone number cannot exceed %(maxLength)s digits',
  ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
  sin: 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
  fileMinCount: 'Upload at least %(count)s file.',
  fileMaxCount: 'Upload no more than %(count)s files.',
  fileMaxSize: 'These files are larger than %(size)s MB: %(files)s',
  fileMaxCumulativeSize: 'Files together cannot be larger than %(size)s MB.',
  regex: 'Enter a valid value.',
  minLength: 'Enter at least %(count)s characters.',
  maxLength: 'Enter no more than %(count)s characters.',
  minValue: 'Enter a value greater than or equal to %(count)s.',
  maxValue: 'Enter a value less than or equal to %(count)s.',
  listMinLength: 'Add at least %(count)s items.',
  listMaxLength: 'Add no more than %(count)s items.',
  futureStartDate: 'Start date cannot be in the future',
  invalidDate: 'Invalid date',
  dateIsToday: 'Enter today’s date.',
  dateIsFuture: 'Enter a date in the future.',
  dateIsPast: 'Enter a date in the past.',
  dateIsOn: 'Enter %(date)s.',
  dateIsBefore: 'Enter a date before %(date)s.',
  dateIsAfter: 'Enter a date after %(date)s.',
  dateIsBetween: 'Enter a date between %(from)s and %(to)s.',
  dateIsNotBetween: 'Enter a date outside %(from)s to %(to)s.',
  dateRelativePast: 'Enter a date within the past %(count)s %(unit)s.',
  dateRelativeNext: 'Enter a date within the next %(count)s %(unit)s.',
  dateComparisonAfter: 'Enter a date after %(field)s.',
  dateComparisonBefore: 'Enter a date before %(field)s.',
  radioRequired: 'This field is required',
  skillRequired: 'Add at least one skill.',
} as const;

export type FormMessageKey = keyof typeof formMessages;
export type FormMessageParams = Record<string, string | number>;

/** A failed rule: the key and params let an app translate, `message` is the English text. */
export type FieldError = {
  key: FormMessageKey | 'custom';
  message: string;
  params: FormMessageParams;
};

/** Fills `%(name)s` placeholders; unknown placeholders stay as written. */
export function formatFormMessage(template: string, params: FormMessageParams = {}): string {
  return fillPlaceholders(template, params);
}

export function fieldError(
  key: FormMessageKey,
  params: FormMessageParams = {},
  customMessage?: string,
): FieldError {
  if (customMessage) {
    return { key: 'custom', message: formatFormMessage(customMessage, params), params };
  }
  return { key, message: formatFormMessage(formMessages[key], params), params };
}
