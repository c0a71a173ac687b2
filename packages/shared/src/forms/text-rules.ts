import { fieldError } from './form-messages.ts';
import type { FieldError } from './form-messages.ts';
import type { FormRule } from './form-rules-schema.ts';
import { checkEmail } from './email-rule.ts';
import { checkPhone } from './phone-rules.ts';
import { checkSin, checkSsn } from './id-number-rules.ts';

function safeRegex(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** Text rules: email, phone, regex, lengths, numeric bounds, SSN and SIN. */
export function checkTextRule(value: unknown, rule: FormRule): FieldError | null {
  const text =
    typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  switch (rule.type) {
    case 'email':
      return checkEmail(text, rule.value ?? 'default', rule.message);
    case 'phone':
      return checkPhone(value, rule.value ?? 'default', rule.message);
    case 'regex': {
      const pattern = safeRegex(rule.value);
      return !text || !pattern || pattern.test(text) ? null : fieldError('regex', {}, rule.message);
    }
    case 'minLength':
      return !text || text.length >= rule.value
        ? null
        : fieldError('minLength', { count: rule.value }, rule.message);
    case 'maxLength':
      return text.length <= rule.value
        ? null
        : fieldError('maxLength', { count: rule.value }, rule.message);
    case 'minValue':
    case 'maxValue': {
      if (!text) return null;
      const number = Number(text);
      if (Number.isNaN(number)) return fieldError('regex', {}, rule.message);
      if (rule.type === 'minValue' && number < rule.value) {
        return fieldError('minValue', { count: rule.value }, rule.message);
      }
      if (rule.type === 'maxValue' && number > rule.value) {
        return fieldError('maxValue', { count: rule.value }, rule.message);
      }
      return null;
    }
    case 'ssn':
      return checkSsn(text, rule.message);
    case 'sin':
      return checkSin(text, rule.message);
    default:
      return null;
  }
}
