import { describe, expect, it } from 'vitest';
import { formFieldTypes } from './form-definition.ts';
import type { FormItem } from './form-definition.ts';
import { validateForm } from './validate-field.ts';

const hostile: unknown[] = [
  null,
  undefined,
  5,
  'text',
  true,
  {},
  [],
  [null],
  [5, 'x'],
  { number: 5, callingCode: 1 },
  { startDate: 5, endDate: {}, isCurrent: 'yes' },
  [{ name: 7, size: 'big' }],
];

describe('validateForm on untrusted answers', () => {
  it('never throws, whatever the shape of an answer', () => {
    const items: FormItem[] = formFieldTypes.map((type) => ({
      name: type,
      type,
      label: type,
      required: true,
      rules: [{ type: 'minLength', value: 1 }],
      dynamicListOptions: { items: [{ name: 'title', type: 'text', required: true }] },
    }));
    for (const value of hostile) {
      const values = Object.fromEntries(formFieldTypes.map((type) => [type, value]));
      expect(() => validateForm({ sections: [{ title: 'All', items }] }, values)).not.toThrow();
    }
  });
});
