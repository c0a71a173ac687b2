import {
  listItems,
  statusOfErrorCode,
  validateForm,
  type FormAnswers,
  type FormDefinition,
} from '@careers/shared';
import { AppError } from '../../http/app-error.ts';

/** Keeps only answers to fields the definition has: a submission cannot smuggle in other keys. */
export const pickKnownAnswers = (definition: FormDefinition, answers: FormAnswers): FormAnswers => {
  const names = new Set(listItems(definition).map((item) => item.name));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => names.has(name)));
};

/**
 * Validates answers with the toolkit's own rules (the same module the browser runs): 422
 * `answers_invalid` with a message per field when any fails, so the form shows each next to its
 * field.
 */
export const assertValidAnswers = (definition: FormDefinition, answers: FormAnswers, now: Date) => {
  const errors = validateForm(definition, answers, { now });
  const entries = Object.entries(errors);
  if (!entries.length) return;
  const fields = Object.fromEntries(entries.map(([name, error]) => [name, error.message]));
  const count = entries.length;
  throw new AppError(
    statusOfErrorCode('answers_invalid'),
    'answers_invalid',
    count === 1 ? '1 answer needs attention.' : `${count} answers need attention.`,
    { fields },
  );
};
