import { PassThrough } from 'node:stream';
import { api, statusOfErrorCode, type ChatAnswer } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { answerChat } from './answer-chat.ts';
import { recordChatTurn } from './chat-history.ts';

const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '')
    .split(',')
    .some((type) => type.trim().startsWith('text/event-stream'));

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** The reply in pieces of a few words: `delta` events, then `done` with the whole answer. */
const sendEvents = (reply: FastifyReply, answer: ChatAnswer) => {
  const stream = new PassThrough();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('x-accel-buffering', 'no')
    .send(stream);
  const pieces = answer.reply.match(/\S+\s*/g) ?? [];
  for (let start = 0; start < pieces.length; start += 4)
    stream.write(event('delta', { text: pieces.slice(start, start + 4).join('') }));
  stream.end(event('done', { data: answer }));
  return reply;
};

/** The chat assistant of the search page, for signed-in candidates of a tenant that enables it. */
export const chatRoutes = (app: FastifyInstance, deps: AppDeps) => {
  route(
    app,
    api.chatWithAssistant,
    async (request, reply, { candidate }) => {
      const { tenant } = request;
      if (!tenant.config.chatbotxConfig.enabled)
        throw new AppError(
          statusOfErrorCode('feature_disabled'),
          'feature_disabled',
          'This site has no chat assistant.',
        );
      const { messages, search, cartIds } = request.body;
      const context = {
        deps,
        tenant,
        candidate,
        pageSearch: search,
        cartIds: new Set(cartIds.map(Number)),
        language: requestLanguage(request),
      };
      const answer = await answerChat(context, messages, request.log);
      await recordChatTurn(deps.db, {
        tenantId: tenant.id,
        candidateId: candidate.id,
        question: messages.at(-1)!.content,
        answer,
        now: deps.clock.now(),
      });
      return wantsEventStream(request) ? sendEvents(reply, answer) : answer;
    },
    { rateLimit: deps.rateLimiter.guard(limits.chatWithAssistant) },
  );
};
