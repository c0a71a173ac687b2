import { type TFunction } from '@/lib/i18n/index.ts';
import type { UploadResumeResult } from './use-resume-upload-flow.ts';

/**
 * What the parse found, in words: how many fields it filled, or that the text was unreadable;
 * then what it only suggested ("Please check: we were not sure of your name.").
 */
export const uploadOutcomeText = (result: UploadResumeResult, t: TFunction, language: string) => {
  const { parse } = result;
  if (!parse.textReadable) return t('upload.unreadable');
  const count = parse.filledFields.length + parse.addedItems;
  const unsure = parse.suggestedFields;
  const found =
    count > 0
      ? t('upload.filled', { count })
      : unsure.length
        ? t('upload.saved')
        : t('upload.nothingFound');
  if (!unsure.length) return found;
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    unsure.map((field) => t(`upload.unsureOf.${field}`)),
  );
  return `${found} ${t('upload.unsure', { fields })}`;
};
