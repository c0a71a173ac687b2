import { describe, expect, it } from 'vitest';
import { errorAt, fieldId } from './field-errors.ts';

describe('errorAt', () => {
  const errors = {
    'branding.companyName': 'Enter the company name.',
    'chatbotxConfig.faq.1.answer': 'Too short',
  };

  it('finds a field by its path, and a group by the first field under it', () => {
    expect(errorAt(errors, 'branding.companyName')).toBe('Enter the company name.');
    expect(errorAt(errors, 'chatbotxConfig.faq.1')).toBe('Too short');
    expect(errorAt(errors, 'chatbotxConfig.faq.0')).toBeUndefined();
  });

  it('does not take a sibling whose name starts the same', () => {
    expect(errorAt({ 'branding.logoUrlx': 'x' }, 'branding.logoUrl')).toBeUndefined();
  });
});

describe('fieldId', () => {
  it('makes a path an id usable in aria-describedby', () => {
    expect(fieldId('chatbotxConfig.faq.0.question')).toBe('settings-chatbotxConfig-faq-0-question');
  });
});
