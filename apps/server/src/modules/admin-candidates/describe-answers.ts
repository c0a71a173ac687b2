import { formDefinitionSchema, type CandidateAnswer, type FormItem } from '@careers/shared';

const MAX_TEXT = 2000;

/** An answer as one line of text: files and skills by name, a phone or a date range joined. */
const answerText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    // jsonb keeps keys in its own order, so a phone's parts are put back in reading order
    if (typeof record.number === 'string')
      return [record.callingCode, record.number]
        .filter((part) => typeof part === 'string')
        .join(' ');
    return Object.entries(record)
      .filter(([key]) => key !== 'selectedCountryCode' && key !== 'content')
      .map(([, part]) => (typeof part === 'object' ? '' : answerText(part)))
      .filter(Boolean)
      .join(' ');
  }
  return '';
};

/** The form's questions by name, in the form's order (an unreadable definition has none). */
const questionsOf = (definition: unknown) => {
  const parsed = formDefinitionSchema.safeParse(definition);
  if (!parsed.success) return [];
  return parsed.data.sections.flatMap((section): FormItem[] => section.items);
};

/**
 * An application's answers as a recruiter reads them: in the form's order, labelled with the
 * form's questions, empty ones left out; an answer the form no longer asks comes last by name.
 */
export const describeAnswers = (
  answers: Record<string, unknown>,
  formDefinition: unknown,
): CandidateAnswer[] => {
  const questions = questionsOf(formDefinition);
  const order = questions.map((question) => question.name);
  const names = Object.keys(answers).sort((a, b) => {
    const [ia, ib] = [order.indexOf(a), order.indexOf(b)];
    if (ia === -1 && ib === -1) return a.localeCompare(b);
    if (ia === -1) return 1;
    if (ib === -1) return -1;
    return ia - ib;
  });
  return names.flatMap((name): CandidateAnswer[] => {
    const raw = answers[name];
    const question = questions.find((item) => item.name === name);
    const label = question?.label || question?.ariaLabel || name;
    if (typeof raw === 'boolean') return [{ name, label, value: raw }];
    const text = answerText(raw).slice(0, MAX_TEXT);
    return text ? [{ name, label, value: text }] : [];
  });
};
