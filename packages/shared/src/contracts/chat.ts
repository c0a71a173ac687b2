import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { domainQuerySchema } from './common.ts';

export const CHAT_MESSAGE_MAX_CHARS = 2_000;
export const CHAT_HISTORY_MAX_MESSAGES = 40;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The search the page shows (the assistant reads 'near me' and follow-ups from it). */
export const chatSearchSchema = z.object({
  query: z.string().max(200).default(''),
  location: z.string().max(200).default(''),
  /** `filter_{name}` values as the page's address carries them. */
  filters: z.record(z.string().max(60), z.array(z.string().max(200)).max(50)).default({}),
  /** The candidate's point, for 'near me'. */
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;

/** POST /api/pcsx/chat : the conversation so far (the last message is the candidate's). */
export const chatBodySchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'Give at least one message.')
    .max(CHAT_HISTORY_MAX_MESSAGES)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message is the candidate’s.'),
  search: chatSearchSchema.prefault({}),
  cartIds: z
    .array(z.union([z.string().regex(/^\d{1,9}$/), z.int().positive()]))
    .max(50)
    .default([]),
});
export type ChatBody = z.input<typeof chatBodySchema>;

/** A position card: always one of the tenant's open positions. */
export const chatPositionSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  postedTs: z.number(),
  isInCart: z.boolean(),
  /** Why it matches the candidate (their skills, the place asked for), in their language. */
  reasons: z.array(z.string()),
});
export type ChatPosition = z.infer<typeof chatPositionSchema>;

/** The search an answer describes, in the address form of the search page ('Show these on the page'). */
export const chatPageSearchSchema = z.object({
  query: z.string(),
  location: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
});
export type ChatPageSearch = z.infer<typeof chatPageSearchSchema>;

/** `answer`: the language model's own answer from its tools. */
export const CHAT_ANSWER_KINDS = ['search', 'faq', 'dashboard', 'answer', 'unknown'] as const;

export const chatAnswerSchema = z.object({
  reply: z.string(),
  positions: z.array(chatPositionSchema),
  /** Follow-ups the candidate may send as they are. */
  suggestions: z.array(z.string()),
  kind: z.enum(CHAT_ANSWER_KINDS),
  search: chatPageSearchSchema.nullable(),
  /** Who answered: the built-in assistant or the configured language model. */
  source: z.enum(['builtin', 'model']),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const chatEndpoints = defineEndpoints({
  chatWithAssistant: {
    method: 'POST',
    path: '/api/pcsx/chat',
    summary: 'Ask the chat assistant: jobs, the employer, your own applications',
    description:
      'Answers `{ data }` as JSON, or with `Accept: text/event-stream` the same answer as ' +
      'server-sent events: `delta` events carry the reply as it is produced, `done` the whole `{ data }`.',
    tags: ['chat assistant'],
    access: 'candidate',
    query: domainQuerySchema,
    body: chatBodySchema,
    data: chatAnswerSchema,
    errors: ['feature_disabled'],
  },
});
