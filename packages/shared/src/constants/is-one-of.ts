/** Whether a value is one of a constant list's, narrowed to its type (`isOneOf(PHONE_TYPES, x)`). */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
