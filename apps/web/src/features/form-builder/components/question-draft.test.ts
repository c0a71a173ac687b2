import { describe, expect, it } from 'vitest';
import {
  duplicateQuestion,
  editQuestion,
  newQuestion,
  reorderQuestions,
} from './question-draft.ts';

describe('question drafts', () => {
  it('adds, duplicates after the original, edits choices and reorders by name', () => {
    const first = newQuestion([], 'Question 1');
    const second = { ...newQuestion([first], 'Question 2'), type: 'textarea' as const };
    let items = [first, second];
    items = duplicateQuestion(items, first, 'Question 1 (copy)');
    expect(items.map((item) => item.label)).toEqual([
      'Question 1',
      'Question 1 (copy)',
      'Question 2',
    ]);
    expect(new Set(items.map((item) => item.name)).size).toBe(3);
    const edited = editQuestion(items[1]!, {
      label: 'Shift',
      type: 'radio',
      required: true,
      choices: ['Day', 'Night'],
    });
    expect(edited.radioOptions?.options).toEqual([
      { label: 'Day', value: 'Day' },
      { label: 'Night', value: 'Night' },
    ]);
    expect(reorderQuestions(items, [items[2]!.name, items[0]!.name, items[1]!.name])[0]).toBe(
      second,
    );
  });
});
