import { isFileType, listItems, type FormDefinition, type FormItem } from '@careers/shared';
import { z } from 'zod';

/**
 * An uploaded file as answers name it: the toolkit's uploaded-file shape, with the `fileId` the
 * upload endpoint answered. Content never travels in answers (see receive-answer-file.ts).
 */
export const fileValueSchema = z.object({
  uid: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(255),
  size: z.number().int().nonnegative(),
  type: z.string().max(200),
  lastModified: z.number(),
  webkitRelativePath: z.string().max(1000).default(''),
  fileId: z.uuid(),
  status: z.literal('done').default('done'),
});
export type FileValue = z.infer<typeof fileValueSchema>;

/** The definition's file fields. */
export const fileFieldItems = (definition: FormDefinition): FormItem[] =>
  listItems(definition).filter((item) => isFileType(item.type));

/** Every stored file id the answers name. */
export const fileIdsOf = (answers: Record<string, unknown>): string[] =>
  Object.values(answers).flatMap((value) => {
    const parsed = z.array(z.object({ fileId: z.string() })).safeParse(value);
    return parsed.success ? parsed.data.map((file) => file.fileId) : [];
  });
