import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';

/** SSN and SIN inputs are capped at 11 characters. */
export const idNumberMaxLength = 11;

const ssnPattern = /^\d{3}-\d{2}-\d{4}$/;
const sinPattern = /^\d{3}-\d{3}-\d{3}$/;

function groupDigits(input: string, groups: number[]): string {
  const digits = input.replace(/\D/g, '').slice(
    0,
    groups.reduce((a, b) => a + b, 0),
  );
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-').slice(0, idNumberMaxLength);
}

/** Auto-formats a social security number as XXX-XX-XXXX while typing. */
export function formatSsn(input: string): string {
  return groupDigits(input, [3, 2, 4]);
}

/** Auto-formats a social insurance number as XXX-XXX-XXX while typing. */
export function formatSin(input: string): string {
  return groupDigits(input, [3, 3, 3]);
}

export function checkSsn(value: string, customMessage?: string): FieldError | null {
  return !value || ssnPattern.test(value) ? null : fieldError('ssn', {}, customMessage);
}

export function checkSin(value: string, customMessage?: string): FieldError | null {
  return !value || sinPattern.test(value) ? null : fieldError('sin', {}, customMessage);
}
