import type { ChatAnswer, ChatMessage } from '@careers/shared';
import type { FastifyBaseLogger } from 'fastify';
import { answerWithBuiltin } from './builtin-assistant.ts';
import type { ChatContext } from './chat-context.ts';
import { answerWithModel } from './model-assistant.ts';

/**
 * The assistant's answer to the conversation: the tenant's language model when one is
 * configured and answers within its time limit, else (and when it fails) the built-in assistant.
 */
export const answerChat = async (
  context: ChatContext,
  messages: readonly ChatMessage[],
  log: FastifyBaseLogger,
): Promise<ChatAnswer> => {
  const model = context.tenant.config.chatbotxConfig.model;
  if (model) {
    try {
      return await answerWithModel(context, model, messages, AbortSignal.timeout(model.timeoutMs));
    } catch (error) {
      log.warn(
        { err: error, model: model.name },
        'chat model failed; the built-in assistant answers',
      );
    }
  }
  return answerWithBuiltin(context, messages);
};
