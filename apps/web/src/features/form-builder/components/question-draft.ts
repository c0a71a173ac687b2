import type { FormItem } from '@careers/forms';

/** The question types the builder offers (the toolkit renders many more from stored forms). */
export const QUESTION_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'date',
  'radio',
  'checkbox',
  'dropdown',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const hasChoices = (type: string) =>
  type === 'radio' || type === 'checkbox' || type === 'dropdown';

const uniqueName = (items: readonly FormItem[], base: string) => {
  const taken = new Set(items.map((item) => item.name));
  for (let n = items.length + 1; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
};

/** A new question: a short text field with a placeholder label the author then edits. */
export const newQuestion = (items: readonly FormItem[], label: string): FormItem => ({
  name: uniqueName(items, 'question'),
  type: 'text',
  label,
});

/** A copy right after the original, under a name of its own. */
export const duplicateQuestion = (
  items: readonly FormItem[],
  item: FormItem,
  copyLabel: string,
): FormItem[] => {
  const copy = { ...structuredClone(item), name: uniqueName(items, 'question'), label: copyLabel };
  const at = items.findIndex((entry) => entry.name === item.name);
  return [...items.slice(0, at + 1), copy, ...items.slice(at + 1)];
};

/** The items in the order of `names` (the layout reports the order after its 300 ms debounce). */
export const reorderQuestions = (items: readonly FormItem[], names: readonly string[]) =>
  names
    .map((name) => items.find((item) => item.name === name))
    .filter((item): item is FormItem => Boolean(item));

/** Applies the editor's fields to a question; choices go to the option object of its type. */
export const editQuestion = (
  item: FormItem,
  edit: { label: string; type: QuestionType; required: boolean; choices: string[] },
): FormItem => {
  const options = edit.choices.map((choice) => ({ label: choice, value: choice }));
  const next: FormItem = {
    name: item.name,
    label: edit.label,
    type: edit.type,
    required: edit.required,
  };
  if (edit.type === 'radio') next.radioOptions = { options };
  if (edit.type === 'checkbox') next.checkboxOptions = { options };
  if (edit.type === 'dropdown') next.selectOptions = { options };
  return next;
};

export const choicesOf = (item: FormItem): string[] =>
  (
    item.radioOptions?.options ??
    item.checkboxOptions?.options ??
    item.selectOptions?.options ??
    []
  ).map((choice) => choice.label);
