import { describe, expect, it } from 'vitest';
import { validateField } from './validate-field.ts';
import type { FormItem } from './form-definition.ts';
import { formatSin, formatSsn } from './id-number-rules.ts';
import { checkPhone, formatPhoneForDisplay, toPhoneParts } from './phone-rules.ts';

const now = new Date(2026, 10, 22, 10, 0, 0);
const check = (item: FormItem, value: unknown, values = {}) =>
  validateField(item, value, values, { now, labelOf: () => 'Start' })?.message ?? null;
const file = (name: string, mb: number) => ({ name, size: mb * 1024 * 1024 });

describe('phone rules', () => {
  const phone: FormItem = { name: 'p', type: 'phone' };
  it('rejects characters other than digits, spaces, ( ) + - .', () => {
    expect(
      check(phone, { callingCode: '+1', number: '415-555-01x0', selectedCountryCode: 'US' }),
    ).toBe('Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().');
    expect(
      check(phone, { callingCode: '+1', number: '#4155550100', selectedCountryCode: 'US' }),
    ).toBe('Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().');
  });
  it('needs a calling code that matches the country and a possible number', () => {
    const message = 'Enter a valid phone number and country code.';
    expect(check(phone, { callingCode: '', number: '4155550100', selectedCountryCode: '' })).toBe(
      message,
    );
    expect(check(phone, { callingCode: '+1', number: '41', selectedCountryCode: 'US' })).toBe(
      message,
    );
    expect(
      check(phone, { callingCode: '+1', number: '(415) 555-0100', selectedCountryCode: 'US' }),
    ).toBeNull();
    expect(check(phone, '+442071234567')).toBeNull();
  });
  it('applies strict digit limits and validity per country', () => {
    expect(
      checkPhone({ callingCode: '+1', number: '415555', selectedCountryCode: 'US' }, 'strict')
        ?.message,
    ).toBe('Phone number must be at least 10 digits');
    expect(
      checkPhone({ callingCode: '+1', number: '415555010000', selectedCountryCode: 'US' }, 'strict')
        ?.message,
    ).toBe('Phone number cannot exceed 10 digits');
    expect(
      checkPhone({ callingCode: '+1', number: '1115550100', selectedCountryCode: 'US' }, 'strict')
        ?.message,
    ).toBe('Enter a valid phone number');
    expect(
      checkPhone({ callingCode: '+9', number: '4155550100', selectedCountryCode: 'US' }, 'strict')
        ?.message,
    ).toBe('Invalid country calling code');
  });
  it('infers the country from a stored value, else the default country', () => {
    expect(toPhoneParts('+442071234567')).toEqual({
      callingCode: '+44',
      number: '2071234567',
      selectedCountryCode: 'GB',
    });
    expect(toPhoneParts('', 'FR')).toEqual({
      callingCode: '+33',
      number: '',
      selectedCountryCode: 'FR',
    });
    expect(toPhoneParts(null).selectedCountryCode).toBe('US');
  });
});

describe('SSN and SIN formatting', () => {
  it('auto-formats and caps at 11 characters', () => {
    expect(formatSsn('123456789999')).toBe('123-45-6789');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSin('123 456 789 1')).toBe('123-456-789');
  });
});

describe('file rules', () => {
  it('checks counts, per-file size naming the files, and cumulative size', () => {
    const item: FormItem = {
      name: 'f',
      type: 'fileUpload',
      rules: [
        { type: 'minLength', value: 1 },
        { type: 'maxLength', value: 2 },
        { type: 'maxFileSizeMB', value: 2, message: 'Too big: %(files)s' },
        { type: 'maxCumulativeFileSizeMB', value: 3 },
      ],
    };
    expect(check(item, [])).toBe('Upload at least 1 file.');
    expect(check(item, [file('a', 1), file('b', 1), file('c', 1)])).toBe(
      'Upload no more than 2 files.',
    );
    expect(check(item, [file('a.pdf', 3), file('b.pdf', 1)])).toBe('Too big: a.pdf');
    expect(check(item, [file('a', 2), file('b', 2)])).toBe(
      'Files together cannot be larger than 3 MB.',
    );
    expect(
      check({ ...item, rules: [{ type: 'maxFileSizeMB', value: 1 }] }, [
        file('x.pdf', 2),
        file('y.png', 3),
      ]),
    ).toBe('These files are larger than 1 MB: x.pdf, y.png');
  });
});

describe('dynamic list rules', () => {
  it('uses the rule message for item counts', () => {
    const item: FormItem = {
      name: 'l',
      type: 'dynamicList',
      rules: [
        { type: 'minLength', value: 2, message: 'Add two references' },
        { type: 'maxLength', value: 3 },
      ],
    };
    expect(check(item, [{}])).toBe('Add two references');
    expect(check(item, [{}, {}, {}, {}])).toBe('Add no more than 3 items.');
    expect(check(item, [{}, {}])).toBeNull();
  });
});

describe('date rules', () => {
  const date = (value: Record<string, unknown>): FormItem => ({
    name: 'd',
    type: 'date',
    rules: [{ type: 'date', value: value as never }],
  });
  it('checks each pattern against an injected today', () => {
    expect(check(date({ pattern: 'is_today' }), '2026-11-22')).toBeNull();
    expect(check(date({ pattern: 'is_today' }), '2026-11-21')).toBe('Enter today’s date.');
    expect(check(date({ pattern: 'is_in_future' }), '2026-11-22')).toBe(
      'Enter a date in the future.',
    );
    expect(check(date({ pattern: 'is_in_past' }), '2026-11-21')).toBeNull();
    expect(check(date({ pattern: 'is_in_past' }), '2027-01-01')).toBe('Enter a date in the past.');
    expect(check(date({ pattern: 'is_on', date: '2026-01-01' }), '2026-01-02')).toBe(
      'Enter 2026-01-01.',
    );
    expect(check(date({ pattern: 'is_before', date: '2026-01-01' }), '2026-01-01')).toBe(
      'Enter a date before 2026-01-01.',
    );
    expect(check(date({ pattern: 'is_after', date: '2026-01-01' }), '2026-01-02')).toBeNull();
    const between = { from: '2026-01-01', to: '2026-01-31' };
    expect(check(date({ pattern: 'is_between', ...between }), '2026-02-01')).toBe(
      'Enter a date between 2026-01-01 and 2026-01-31.',
    );
    expect(check(date({ pattern: 'is_not_between', ...between }), '2026-01-15')).toBe(
      'Enter a date outside 2026-01-01 to 2026-01-31.',
    );
    const past = { pattern: 'is_relative_to_today', direction: 'past', duration: 2, unit: 'weeks' };
    expect(check(date(past), '2026-11-10')).toBeNull();
    expect(check(date(past), '2026-11-01')).toBe('Enter a date within the past 2 weeks.');
    const next = {
      pattern: 'is_relative_to_today',
      direction: 'next',
      duration: 1,
      unit: 'months',
    };
    expect(check(date(next), '2026-12-22')).toBeNull();
    expect(check(date(next), '2026-12-23')).toBe('Enter a date within the next 1 months.');
  });
  it('reports an invalid date', () => {
    expect(check({ name: 'd', type: 'date' }, '2026-02-30')).toBe('Invalid date');
  });
  it('compares with another field (date_comparison)', () => {
    const item: FormItem = {
      name: 'end',
      type: 'date',
      rules: [{ type: 'date_comparison', value: { field: 'start', operator: 'after' } }],
    };
    expect(check(item, '2026-01-01', { start: '2026-02-01' })).toBe('Enter a date after Start.');
    expect(check(item, '2026-03-01', { start: '2026-02-01' })).toBeNull();
    const before: FormItem = {
      name: 'start',
      type: 'date',
      rules: [{ type: 'date_comparison', value: { field: 'end', operator: 'before' } }],
    };
    expect(check(before, '2026-03-01', { end: '2026-02-01' })).toBe('Enter a date before Start.');
  });
});

describe('date range rule', () => {
  const range: FormItem = {
    name: 'r',
    type: 'dateRange',
    required: true,
    dateRangeOptions: { disallowFutureStartDate: true },
  };
  it('needs both ends', () => {
    expect(check(range, null)).toBe('Please enter both a start and end date.');
    expect(check(range, { startDate: '01/2020', endDate: null, isCurrent: false })).toBe(
      'Please enter both a start and end date.',
    );
    expect(check({ ...range, required: false }, null)).toBeNull();
  });
  it('accepts a current role and refuses a future start', () => {
    expect(check(range, { startDate: '01/2020', endDate: null, isCurrent: true })).toBeNull();
    expect(check(range, { startDate: '12/2026', endDate: '01/2027', isCurrent: false })).toBe(
      'Start date cannot be in the future',
    );
    expect(check(range, { startDate: '13/2020', endDate: '01/2021', isCurrent: false })).toBe(
      'Invalid date',
    );
  });
});

describe('phone display', () => {
  it('formats a parsable number internationally and keeps others as typed', () => {
    expect(formatPhoneForDisplay('+442071234567')).toBe('+44 20 7123 4567');
    expect(
      formatPhoneForDisplay({ callingCode: '+1', number: '12', selectedCountryCode: 'US' }),
    ).toBe('+1 12');
    expect(formatPhoneForDisplay(null)).toBe('');
  });
});
