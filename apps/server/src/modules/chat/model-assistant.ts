import type { ChatAnswer, ChatMessage, ChatbotxModel, SearchPosition } from '@careers/shared';
import { z } from 'zod';
import type { ChatContext } from './chat-context.ts';
import { repliesIn } from './chat-replies.ts';
import { MODEL_TOOLS, runTool, type ToolFindings } from './model-tools.ts';
import { CHAT_CARD_LIMIT, toChatPositions } from './position-cards.ts';

/** Rounds of tool calls one answer may take before the model must reply. */
const MAX_ROUNDS = 4;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

type ModelMessage = Record<string, unknown>;

const endpointOf = (url: string) =>
  url.replace(/\/+$/, '').endsWith('/chat/completions')
    ? url
    : `${url.replace(/\/+$/, '')}/chat/completions`;

const systemPrompt = (context: ChatContext) =>
  [
    `You are the careers assistant of ${context.tenant.config.branding.companyName}.`,
    `Answer in the language with code "${context.language}", briefly.`,
    'Use the tools for every fact: positions only from search_positions or get_position_details,',
    "the employer's policies only from search_faq, the candidate's own applications, interviews",
    'and offers only from get_dashboard. Never invent a position. If the tools do not answer,',
    "say plainly that you don't know.",
  ].join(' ');

/** The positions to show: those the reply names, else the first the searches returned. */
const citedPositions = (reply: string, findings: ToolFindings): SearchPosition[] => {
  const all = [...findings.positions.values()];
  const lowered = reply.toLowerCase();
  const named = all.filter(
    (position) =>
      lowered.includes(position.name.toLowerCase()) || reply.includes(`#${position.id}`),
  );
  return (named.length ? named : all).slice(0, CHAT_CARD_LIMIT);
};

/**
 * Asks the configured language model, which must answer from the tools (the same search, position
 * details, dashboard and FAQ as the built-in assistant). Throws when the model is down, slow
 * (the signal ends it) or answers something that is not a chat completion.
 */
export const answerWithModel = async (
  context: ChatContext,
  model: ChatbotxModel,
  history: readonly ChatMessage[],
  signal: AbortSignal,
): Promise<ChatAnswer> => {
  const messages: ModelMessage[] = [
    { role: 'system', content: systemPrompt(context) },
    ...history.map((message) => ({ role: message.role, content: message.content })),
  ];
  const findings: ToolFindings = { positions: new Map(), search: null };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const isLast = round === MAX_ROUNDS - 1;
    const response = await fetch(endpointOf(model.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        model: model.name,
        messages,
        tools: MODEL_TOOLS,
        tool_choice: isLast ? 'none' : 'auto',
        temperature: 0.2,
      }),
      signal,
    });
    if (!response.ok) throw new Error(`The model answered ${response.status}.`);
    const { message } = completionSchema.parse(await response.json()).choices[0]!;
    const calls = message.tool_calls ?? [];
    if (calls.length === 0 || isLast) {
      const reply = message.content?.trim();
      if (!reply) throw new Error('The model answered no text.');
      const cited = citedPositions(reply, findings);
      return {
        kind: cited.length ? 'search' : 'answer',
        reply,
        positions: await toChatPositions({
          db: context.deps.db,
          positions: cited,
          candidate: context.candidate,
          cartIds: context.cartIds,
          language: context.language,
          nowSeconds: Math.floor(context.deps.clock.now().getTime() / 1000),
        }),
        search: cited.length ? findings.search : null,
        suggestions: [...repliesIn(context.language).suggestions.slice(0, 2)],
        source: 'model',
      };
    }
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: call.function })),
    });
    for (const call of calls) {
      let result: unknown;
      try {
        result = await runTool(call.function.name, call.function.arguments, context, findings);
      } catch (error) {
        result = { error: error instanceof Error ? error.message : 'The tool failed.' };
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  throw new Error('The model did not answer.');
};
