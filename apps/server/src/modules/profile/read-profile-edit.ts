import {
  isOneOf,
  PROFILE_EDIT_OPERATIONS,
  PROFILE_LIST_SECTIONS,
  PROFILE_SECTIONS,
  profileSectionValueSchemas,
  type ProfileEditBody,
  type ProfileSection,
} from '@careers/shared';
import { z } from 'zod';
import { profileInvalid } from './profile-invalid.ts';

type ListSection = (typeof PROFILE_LIST_SECTIONS)[number];
type ValueSection = Exclude<ProfileSection, ListSection>;

/** A list section holds at most this many items: far above a real career, far below abuse. */
export const MAX_LIST_ITEMS = 100;

/** One checked edit: what the body asked, with its value parsed by the section's schema. */
export type ProfileEdit =
  | { kind: 'set'; section: ValueSection; value: unknown }
  | { kind: 'clear'; section: 'location' | 'avatar' }
  | { kind: 'add'; section: ListSection; item: Record<string, unknown> }
  | { kind: 'update'; section: ListSection; index: number; item: Record<string, unknown> }
  | { kind: 'replace'; section: ListSection; items: Record<string, unknown>[] }
  | { kind: 'delete'; section: ListSection; index: number };

const VALUE_FIELD = 'op_data.value';

const issuesToFields = (error: z.ZodError, prefix: string) =>
  Object.fromEntries(
    error.issues.map((issue) => [[prefix, ...issue.path.map(String)].join('.'), issue.message]),
  );

const parseValue = (schema: z.ZodType, value: unknown, prefix = VALUE_FIELD) => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw profileInvalid(issuesToFields(parsed.error, prefix));
  return parsed.data;
};

const indexOf = (raw: unknown, length: number): number => {
  const index = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= length)
    throw profileInvalid({
      'op_data.index': length
        ? `Choose an item between 0 and ${length - 1}.`
        : 'This section has no items.',
    });
  return index;
};

/**
 * Reads `profile_edit`'s body against the current list lengths: an unknown section or operation,
 * an index out of range, or a value its section's schema refuses answers 422 `profile_invalid`
 * with a message per field; nothing has been written then.
 */
export const readProfileEdit = (
  body: ProfileEditBody,
  listLength: (section: ListSection) => number,
): ProfileEdit => {
  const section = body.op_section;
  if (!isOneOf(PROFILE_SECTIONS, section))
    throw profileInvalid({ op_section: `Unknown section "${body.op_section}".` });
  const operation = body.operation;
  if (!isOneOf(PROFILE_EDIT_OPERATIONS, operation))
    throw profileInvalid({ operation: 'Use add, update or delete.' });
  const { value, index } = body.op_data;
  const schema = profileSectionValueSchemas[section];

  if (!isOneOf(PROFILE_LIST_SECTIONS, section)) {
    if (operation === 'delete' && (section === 'location' || section === 'avatar'))
      return { kind: 'clear', section };
    if (operation !== 'update')
      throw profileInvalid({ operation: `The ${section} section can only be updated.` });
    const parsed = parseValue(schema, value);
    // The profile page edits the basics without the contact email: sent without one, the email
    // the candidate (or their resume) gave stays, where the default '' would erase it.
    if (section === 'basics' && !Object.hasOwn(value as object, 'email'))
      return { kind: 'set', section, value: { ...(parsed as object), email: undefined } };
    return { kind: 'set', section, value: parsed };
  }

  const length = listLength(section);
  if (operation === 'delete') return { kind: 'delete', section, index: indexOf(index, length) };
  if (operation === 'update' && index === undefined) {
    const items = parseValue(z.array(schema).max(MAX_LIST_ITEMS), value) as Record<
      string,
      unknown
    >[];
    return { kind: 'replace', section, items };
  }
  const item = parseValue(schema, value) as Record<string, unknown>;
  if (operation === 'update')
    return { kind: 'update', section, index: indexOf(index, length), item };
  if (length >= MAX_LIST_ITEMS)
    throw profileInvalid({ op_section: `A profile keeps at most ${MAX_LIST_ITEMS} of these.` });
  return { kind: 'add', section, item };
};
