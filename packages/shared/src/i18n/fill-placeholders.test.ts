import { describe, expect, it } from 'vitest';
import { fieldError, formatFormMessage } from '../forms/form-messages.ts';
import { createPlaceholderFiller, fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders (%(name)s)', () => {
  it('fills every placeholder it has a value for, numbers and zero included', () => {
    expect(
      fillPlaceholders('These files are larger than %(size)s MB: %(files)s', {
        size: 0,
        files: 'a.pdf, b.pdf',
      }),
    ).toBe('These files are larger than 0 MB: a.pdf, b.pdf');
  });

  it('keeps a placeholder it has no value for as written, and drops a null one', () => {
    expect(fillPlaceholders('Enter %(date)s, not %(other)s.', { date: '5 March' })).toBe(
      'Enter 5 March, not %(other)s.',
    );
    expect(fillPlaceholders('[%(gone)s]', { gone: null })).toBe('[]');
  });

  it('does not escape values (the page that prints them does) nor read them as placeholders', () => {
    expect(fillPlaceholders('%(name)s is required', { name: '<b>%(x)s</b> & co' })).toBe(
      '<b>%(x)s</b> & co is required',
    );
  });

  it('reads nested and dotted names', () => {
    expect(fillPlaceholders('%(user.name)s', { user: { name: 'Ada' } })).toBe('Ada');
  });
});

describe('form messages', () => {
  it('word a rule with its params, and a custom message with its own placeholders', () => {
    expect(fieldError('minLength', { count: 3 }).message).toBe('Enter at least 3 characters.');
    expect(fieldError('regex', { label: 'Zip' }, '%(label)s looks wrong').message).toBe(
      'Zip looks wrong',
    );
    expect(formatFormMessage('%(name)s is required')).toBe('%(name)s is required');
  });
});

describe('createPlaceholderFiller', () => {
  it('fills an employer template’s {{name}} fields, dotted names and empty values too', () => {
    const fill = createPlaceholderFiller({ prefix: '{{', suffix: '}}' });
    expect(
      fill('Dear {{ candidate.fullname }},{{candidate.first_name}} {{unknown}}', {
        'candidate.fullname': 'Łukasz Żółkiewski',
        'candidate.first_name': '',
      }),
    ).toBe('Dear Łukasz Żółkiewski, {{unknown}}');
  });
});
