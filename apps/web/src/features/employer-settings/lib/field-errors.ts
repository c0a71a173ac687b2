/** The server's per-field messages (422), by the field's path in the settings. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The message of one field, or of the first field under it (a list's entry, a group). */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  errors[path] ??
  Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1] ??
  undefined;

/** An id for a field's element, from its path (`chatbotxConfig.faq.0.question`). */
export const fieldId = (path: string) => `settings-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
