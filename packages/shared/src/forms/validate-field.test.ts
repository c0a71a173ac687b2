import { describe, expect, it } from 'vitest';
import { validateField, validateForm } from './validate-field.ts';
import type { FormItem } from './form-definition.ts';
import { shortLabel } from './required-rule.ts';

const now = new Date(2026, 10, 22, 10, 0, 0);
const check = (item: FormItem, value: unknown, values = {}) =>
  validateField(item, value, values, { now })?.message ?? null;

describe('required rule', () => {
  it('names short labels without trailing punctuation', () => {
    expect(check({ name: 'a', type: 'text', label: 'First name:', required: true }, '')).toBe(
      'First name is required',
    );
    expect(shortLabel('Why do you want this job?')).toBe('Why do you want this job');
  });
  it('falls back to the generic message for long or missing labels', () => {
    const long = 'Tell us about a project you are especially proud of';
    expect(check({ name: 'a', type: 'text', label: long, required: true }, ' ')).toBe(
      'This field is required',
    );
    expect(check({ name: 'a', type: 'text', required: true }, null)).toBe('This field is required');
  });
  it('accepts a label of exactly 30 characters', () => {
    const label = 'x'.repeat(30);
    expect(check({ name: 'a', type: 'text', label, required: true }, '')).toBe(
      `${label} is required`,
    );
  });
  it('uses a required rule with its own message', () => {
    const item: FormItem = {
      name: 'a',
      type: 'text',
      rules: [{ type: 'required', message: 'Say something' }],
    };
    expect(check(item, '')).toBe('Say something');
  });
  it('treats radio null or empty as missing, and an empty skill list', () => {
    expect(check({ name: 'r', type: 'radio', required: true }, null)).toBe(
      'This field is required',
    );
    expect(check({ name: 'r', type: 'radio', required: true }, '')).toBe('This field is required');
    expect(check({ name: 's', type: 'skillSelector', required: true }, [])).toBe(
      'Add at least one skill.',
    );
    expect(check({ name: 's', type: 'skillSelector', required: true }, ['Go'])).toBeNull();
  });
  it('skips other rules on an empty optional field', () => {
    expect(check({ name: 'e', type: 'email' }, '')).toBeNull();
  });
});

describe('text rules', () => {
  it('checks email, default and strict, case-insensitively', () => {
    const message = 'Email is invalid. Use the format "{email}".';
    expect(check({ name: 'e', type: 'email' }, 'ANA@EXAMPLE.COM')).toBeNull();
    expect(check({ name: 'e', type: 'email' }, 'ana@example')).toBe(message);
    expect(check({ name: 'e', type: 'email', emailOptions: { strict: true } }, 'a@b.c')).toBe(
      message,
    );
    expect(
      check({ name: 'e', type: 'text', rules: [{ type: 'email', value: 'strict' }] }, 'a.b@c.io'),
    ).toBeNull();
  });
  it('checks regex, lengths and numeric bounds with their messages', () => {
    const regex: FormItem = {
      name: 't',
      type: 'text',
      rules: [{ type: 'regex', value: '^[A-Z]+$' }],
    };
    expect(check(regex, 'abc')).toBe('Enter a valid value.');
    expect(check(regex, 'ABC')).toBeNull();
    const lengths: FormItem = {
      name: 't',
      type: 'text',
      rules: [
        { type: 'minLength', value: 3 },
        { type: 'maxLength', value: 5 },
      ],
    };
    expect(check(lengths, 'ab')).toBe('Enter at least 3 characters.');
    expect(check(lengths, 'abcdef')).toBe('Enter no more than 5 characters.');
    const bounds: FormItem = {
      name: 'n',
      type: 'number',
      rules: [
        { type: 'minValue', value: 1 },
        { type: 'maxValue', value: 10 },
      ],
    };
    expect(check(bounds, '0')).toBe('Enter a value greater than or equal to 1.');
    expect(check(bounds, '11')).toBe('Enter a value less than or equal to 10.');
    expect(check(bounds, '7')).toBeNull();
  });
  it('lets the first failing rule win and a custom message override', () => {
    const item: FormItem = {
      name: 't',
      type: 'text',
      rules: [
        { type: 'minLength', value: 4, message: 'Too short: at least %(count)s' },
        { type: 'regex', value: '^\\d+$' },
      ],
    };
    expect(check(item, 'ab')).toBe('Too short: at least 4');
    expect(check(item, 'abcd')).toBe('Enter a valid value.');
  });
  it('checks SSN and SIN formats', () => {
    expect(check({ name: 's', type: 'ssn' }, '123-45-6789')).toBeNull();
    expect(check({ name: 's', type: 'ssn' }, '123-456-789')).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
    expect(check({ name: 's', type: 'sin' }, '123-456-789')).toBeNull();
    expect(check({ name: 's', type: 'sin' }, '123-45-6789')).toBe(
      'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
    );
  });
});

describe('form validation', () => {
  it('validates only visible fields and dynamic list rows', () => {
    const errors = validateForm(
      {
        sections: [
          {
            title: 'About you',
            items: [
              { name: 'hasCar', type: 'radio', radioOptions: { options: [] } },
              {
                name: 'plate',
                type: 'text',
                required: true,
                label: 'Plate',
                visibleWhen: { field: 'hasCar', equals: 'yes' },
              },
              {
                name: 'jobs',
                type: 'dynamicList',
                rules: [{ type: 'minLength', value: 1 }],
                dynamicListOptions: {
                  items: [{ name: 'title', type: 'text', label: 'Title', required: true }],
                },
              },
            ],
          },
        ],
      },
      { hasCar: 'no', jobs: [{ title: '' }] },
      { now },
    );
    expect(Object.keys(errors)).toEqual(['jobs.0.title']);
    expect(errors['jobs.0.title']?.message).toBe('Title is required');
  });
  it('returns a translatable key and params', () => {
    const error = validateField({ name: 'a', type: 'text', label: 'City', required: true }, '');
    expect(error).toEqual({
      key: 'requiredNamed',
      message: 'City is required',
      params: { name: 'City' },
    });
  });
});
