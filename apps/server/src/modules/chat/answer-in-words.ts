import type { AssistantAnswer, ChatIntent } from './assistant-answer.ts';
import { repliesIn } from './chat-replies.ts';
import type { HowToTopic } from './lexicon/how-to-topics.ts';

/**
 * An answer in words only: how to do something on the site, a greeting, thanks, or what the
 * assistant can do when it does not know. Never cards, never another candidate's data.
 */
export const answerInWords = (input: {
  intent: Extract<ChatIntent, 'how_to' | 'greeting' | 'thanks' | 'unknown'>;
  topic?: HowToTopic;
  language: string;
  company: string;
  otherQuestions: readonly string[];
}): AssistantAnswer => {
  const { intent, topic, language, company } = input;
  const { say, suggestions } = repliesIn(language);
  const reply = intent === 'how_to' ? say(`howTo.${topic}`) : say(intent, { company });
  return {
    kind: intent === 'unknown' ? 'unknown' : 'answer',
    intent,
    ...(topic && { topic }),
    language,
    reply,
    positions: [],
    search: null,
    suggestions: [suggestions[0], ...input.otherQuestions],
    source: 'builtin',
  };
};
