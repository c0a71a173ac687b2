import { type TFunction } from '@/lib/i18n/index.ts';
import type { UploadResumeResult } from './use-resume-upload-flow.ts';

/** What the parse found, in words: how many fields it filled, or that the text was unreadable. */
export const uploadOutcomeText = (result: UploadResumeResult, t: TFunction) => {
  const { parse } = result;
  if (!parse.textReadable) return t('upload.unreadable');
  const count = parse.filledFields.length + parse.addedItems;
  return count > 0 ? t('upload.filled', { count }) : t('upload.nothingFound');
};
