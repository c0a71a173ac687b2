import {
  checkFileRule,
  statusOfErrorCode,
  type FormAnswers,
  type FormDefinition,
} from '@careers/shared';
import { AppError } from '../../http/app-error.ts';
import { fileFieldItems } from './answer-file-values.ts';

const SIZE_RULES = new Set(['maxFileSizeMB', 'maxCumulativeFileSizeMB']);

type Sized = { name: string; size: number };

/**
 * The file fields' own rules, on sizes counted by the server: 413 `file_too_large` when a file or
 * a field's files together are too large, 422 `answers_invalid` when a field holds too many. A
 * draft obeys them as a submission does; only the minimum count waits for the submission, as a
 * required answer does.
 */
export const assertFileRules = (
  definition: FormDefinition,
  answers: FormAnswers,
  { isDraft }: { isDraft: boolean },
) => {
  const tooLarge: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  for (const item of fileFieldItems(definition)) {
    const value = answers[item.name];
    const files = Array.isArray(value) ? (value as Sized[]) : [];
    for (const rule of item.rules ?? []) {
      // a submission's counts are judged with its other answers (one 422 listing every field)
      if (!SIZE_RULES.has(rule.type) && (!isDraft || rule.type === 'minLength')) continue;
      const error = checkFileRule(files, rule);
      if (!error) continue;
      if (SIZE_RULES.has(rule.type)) tooLarge[item.name] ??= error.message;
      else invalid[item.name] ??= error.message;
    }
  }
  const [first] = Object.values(tooLarge);
  if (first)
    throw new AppError(statusOfErrorCode('file_too_large'), 'file_too_large', first, {
      fields: tooLarge,
    });
  const count = Object.keys(invalid).length;
  if (count)
    throw new AppError(
      statusOfErrorCode('answers_invalid'),
      'answers_invalid',
      count === 1 ? '1 answer needs attention.' : `${count} answers need attention.`,
      { fields: invalid },
    );
};
