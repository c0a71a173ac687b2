import type { ChatAnswer } from '@careers/shared';

/** What a message asks, as the built-in assistant read it. */
export type ChatIntent =
  'find_jobs' | 'job_fact' | 'how_to' | 'mine' | 'faq' | 'greeting' | 'thanks' | 'unknown';

/**
 * The built-in assistant's answer with what it understood: the intent, the topic within it
 * (salary, next_interview, resume…) and the language it answered in. The route sends the
 * contract's fields only; the rest is for logs and the benchmark.
 */
export type AssistantAnswer = ChatAnswer & {
  intent: ChatIntent;
  topic?: string;
  language: string;
};
