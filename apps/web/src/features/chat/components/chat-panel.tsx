import type { RefObject } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { useChatConversation } from '../hooks/use-chat-conversation.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatLog } from './chat-log.tsx';
import styles from './chat-assistant.module.css';

type ChatPanelProps = {
  headingId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  conversation: ReturnType<typeof useChatConversation>;
  onClose: () => void;
  onShowOnPage: (href: string) => void;
};

/** The assistant's heading, the conversation and the question box. */
export const ChatPanel = ({
  headingId,
  inputRef,
  conversation,
  onClose,
  onShowOnPage,
}: ChatPanelProps) => {
  const { t } = useTranslation('chat');
  const { config } = useBootData();
  const greeting =
    config.chatbotxConfig.greeting || t('greeting', { company: config.branding.companyName });
  const last = conversation.turns.at(-1);
  const suggestions = last?.role === 'assistant' ? last.answer.suggestions : [];
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <Button variant="ghost" onPress={onClose}>
          {t('close')}
        </Button>
      </div>
      <ChatLog
        greeting={greeting}
        turns={conversation.turns}
        isPending={conversation.isPending}
        isError={conversation.isError}
        cartIds={conversation.cartIds}
        onShowOnPage={onShowOnPage}
      />
      <ChatComposer
        inputRef={inputRef}
        isPending={conversation.isPending}
        suggestions={suggestions}
        onSend={conversation.send}
      />
    </div>
  );
};
