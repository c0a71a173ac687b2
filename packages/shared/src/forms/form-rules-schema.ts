import { z } from 'zod';

/** Units and directions of the 'is relative to today' date pattern. */
export const dateUnitSchema = z.enum(['days', 'weeks', 'months', 'years']);
export type DateUnit = z.infer<typeof dateUnitSchema>;

export const datePatternSchema = z.enum([
  'is_today',
  'is_in_future',
  'is_in_past',
  'is_on',
  'is_before',
  'is_after',
  'is_between',
  'is_not_between',
  'is_relative_to_today',
]);
export type DatePattern = z.infer<typeof datePatternSchema>;

export const datePatternValueSchema = z.object({
  pattern: datePatternSchema,
  /** ISO date (YYYY-MM-DD) for is_on, is_before, is_after. */
  date: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  direction: z.enum(['past', 'next']).optional(),
  duration: z.number().int().positive().optional(),
  unit: dateUnitSchema.optional(),
});
export type DatePatternValue = z.infer<typeof datePatternValueSchema>;

export const dateComparisonValueSchema = z.object({
  field: z.string().min(1),
  operator: z.enum(['after', 'before']),
});
export type DateComparisonValue = z.infer<typeof dateComparisonValueSchema>;

const message = z.string().min(1).optional();

/** A typed rule: `message` overrides the default message of the rule. */
export const formRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required'), message }),
  z.object({ type: z.literal('email'), value: z.enum(['strict', 'default']).optional(), message }),
  z.object({ type: z.literal('phone'), value: z.enum(['strict', 'default']).optional(), message }),
  z.object({ type: z.literal('regex'), value: z.string().min(1), message }),
  z.object({ type: z.literal('minLength'), value: z.number().int().nonnegative(), message }),
  z.object({ type: z.literal('maxLength'), value: z.number().int().nonnegative(), message }),
  z.object({ type: z.literal('minValue'), value: z.number(), message }),
  z.object({ type: z.literal('maxValue'), value: z.number(), message }),
  z.object({ type: z.literal('ssn'), message }),
  z.object({ type: z.literal('sin'), message }),
  z.object({ type: z.literal('date'), value: datePatternValueSchema, message }),
  z.object({ type: z.literal('date_comparison'), value: dateComparisonValueSchema, message }),
  z.object({ type: z.literal('maxFileSizeMB'), value: z.number().positive(), message }),
  z.object({ type: z.literal('maxCumulativeFileSizeMB'), value: z.number().positive(), message }),
]);
export type FormRule = z.infer<typeof formRuleSchema>;
export type FormRuleType = FormRule['type'];
