import { z } from 'zod';

/** One question the employer answers for candidates: benefits, the hiring process, places, terms. */
export const chatbotxFaqEntrySchema = z.object({
  question: z.string().trim().min(1).max(500),
  answer: z.string().trim().min(1).max(4000),
  /** Other words candidates use for it ('perks', 'holidays'): they count like the question's. */
  keywords: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
});
export type ChatbotxFaqEntry = z.infer<typeof chatbotxFaqEntrySchema>;

/**
 * A language model the assistant may ask first: any server speaking the OpenAI-compatible chat
 * API (Ollama, llama.cpp, vLLM, a hosted one). `url` is the API's base (…/v1).
 */
export const chatbotxModelSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  name: z.string().trim().min(1).max(200),
  /** The whole answer's time limit; past it the built-in assistant answers. */
  timeoutMs: z.int().min(500).max(60_000).default(8_000),
});
export type ChatbotxModel = z.infer<typeof chatbotxModelSchema>;

/** `chatbotxConfig`: the chat assistant of the search page. */
export const chatbotxConfigSchema = z.object({
  enabled: z.boolean().default(false),
  /** The site runs inside an employer's copilot, which brings its own assistant: ours stays hidden. */
  copilotMode: z.boolean().default(false),
  /** The assistant's first message; empty: the product's own greeting in the page's language. */
  greeting: z.string().max(1000).default(''),
  faq: z.array(chatbotxFaqEntrySchema).max(200).default([]),
  model: chatbotxModelSchema.optional(),
});
export type ChatbotxConfig = z.infer<typeof chatbotxConfigSchema>;

/** What the page needs of the assistant's configuration (the FAQ and the model stay on the server). */
export const publicChatbotxConfig = (config: ChatbotxConfig): ChatbotxConfig => ({
  enabled: config.enabled,
  copilotMode: config.copilotMode,
  greeting: config.greeting,
  faq: [],
});

/** `whatsappChatCompNumber`: the employer's WhatsApp number, digits only with the country code. */
export const whatsappNumberSchema = z
  .string()
  .regex(/^\d{7,15}$/, 'Digits only, with the country code (as wa.me takes it): 7 to 15 of them.');
