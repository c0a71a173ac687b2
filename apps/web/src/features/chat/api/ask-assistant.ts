import { api, type ChatAnswer, type ChatBody } from '@careers/shared';
import { callApi } from '@/lib/http/index.ts';

/** One question to the assistant, with the conversation, the page's search and the cart. */
export const askAssistant = (body: ChatBody, hl: string): Promise<ChatAnswer> =>
  callApi(api.chatWithAssistant, { body, query: { hl } });
