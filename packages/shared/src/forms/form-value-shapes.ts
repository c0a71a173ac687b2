import { z } from 'zod';

/** Date range value; dates are in the range's format (default MM/YYYY). */
export const dateRangeValueSchema = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type DateRangeValue = z.infer<typeof dateRangeValueSchema>;

/** Phone value while editing; the stored value is the calling code followed by the number. */
export const phoneValueSchema = z.object({
  callingCode: z.string(),
  number: z.string(),
  selectedCountryCode: z.string(),
});
export type PhoneValue = z.infer<typeof phoneValueSchema>;

export const uploadedFileSchema = z.object({
  uid: z.string().min(1),
  name: z.string().min(1),
  size: z.number().nonnegative(),
  type: z.string(),
  lastModified: z.number(),
  webkitRelativePath: z.string().default(''),
  /** Base64 without the data-URL prefix, while the file is only in the browser. */
  content: z.string().optional(),
  /** The stored file, once uploaded: answers sent to the server name files by it. */
  fileId: z.string().optional(),
  status: z.literal('done'),
  previewUrl: z.string().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const selectChoiceSchema = z.object({
  label: z.string(),
  value: z.string(),
  iconProps: z.record(z.string(), z.unknown()).optional(),
});
export type SelectChoice = z.infer<typeof selectChoiceSchema>;

export const choiceSchema = z.object({ label: z.string(), value: z.string() });
export type Choice = z.infer<typeof choiceSchema>;

export const skillListSchema = z.array(z.string().min(1));

/** The answers of a form, keyed by field name. */
export type FormValues = Record<string, unknown>;

/** Turns an editing phone value into the stored string (calling code followed by the number). */
export function toStoredPhone(value: PhoneValue | string | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  if (!value.number.trim()) return '';
  return `${value.callingCode}${value.number}`;
}

export function isPhoneValue(value: unknown): value is PhoneValue {
  return phoneValueSchema.safeParse(value).success;
}
