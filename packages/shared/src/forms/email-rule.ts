import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';

const strictEmail =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const defaultEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** Email rule: skipped when empty (the required rule handles that). */
export function checkEmail(
  value: string,
  mode: 'strict' | 'default',
  customMessage?: string,
): FieldError | null {
  if (!value) return null;
  const pattern = mode === 'strict' ? strictEmail : defaultEmail;
  return pattern.test(value.trim()) ? null : fieldError('email', {}, customMessage);
}
