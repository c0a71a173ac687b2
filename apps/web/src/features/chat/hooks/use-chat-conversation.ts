import type { ChatAnswer, ChatMessage } from '@careers/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useJobCart } from '@/lib/data/job-cart.ts';
import { askAssistant } from '../api/ask-assistant.ts';
import { readPageSearch } from '../lib/page-search.ts';

/** One turn of the conversation as the panel shows it. */
export type ChatTurn =
  | { id: number; role: 'user'; content: string }
  | { id: number; role: 'assistant'; answer: ChatAnswer };

/** The messages the server keeps of a conversation it is sent (it keeps 40). */
const HISTORY = 20;

/**
 * The conversation: every question goes with the page's current search (for 'near me' and
 * follow-ups) and the job cart's ids as they are now, so the assistant knows each change.
 */
export const useChatConversation = () => {
  const { language } = useBootData();
  const [searchParams] = useSearchParams();
  const path = useParams();
  const cart = useJobCart();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const cartIds = cart.data?.jobCartData.map((item) => item.id) ?? [];

  const ask = useMutation({
    mutationFn: (messages: ChatMessage[]) =>
      askAssistant({ messages, search: readPageSearch(searchParams, path), cartIds }, language),
    onSuccess: (answer) => {
      setTurns((current) => [...current, { id: current.length, role: 'assistant', answer }]);
    },
    meta: { errorToast: false },
  });

  const send = (content: string) => {
    const text = content.trim();
    if (!text || ask.isPending) return;
    const history = turns.map((turn): ChatMessage =>
      turn.role === 'user'
        ? { role: 'user', content: turn.content }
        : { role: 'assistant', content: turn.answer.reply },
    );
    setTurns((current) => [...current, { id: current.length, role: 'user', content: text }]);
    const question: ChatMessage = { role: 'user', content: text };
    ask.mutate([...history, question].slice(-HISTORY));
  };

  return { turns, send, isPending: ask.isPending, isError: ask.isError, cartIds };
};
