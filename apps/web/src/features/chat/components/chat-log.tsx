import { useTranslation } from '@/lib/i18n/index.ts';
import type { ChatTurn } from '../hooks/use-chat-conversation.ts';
import { ChatAnswer } from './chat-answer.tsx';
import styles from './chat-assistant.module.css';

type ChatLogProps = {
  greeting: string;
  turns: readonly ChatTurn[];
  isPending: boolean;
  isError: boolean;
  cartIds: readonly string[];
  onShowOnPage: (href: string) => void;
};

/**
 * The conversation, a log: screen readers hear each new message as it arrives (polite), the
 * questions read back as the candidate's.
 */
export const ChatLog = ({
  greeting,
  turns,
  isPending,
  isError,
  cartIds,
  onShowOnPage,
}: ChatLogProps) => {
  const { t } = useTranslation('chat');
  return (
    <div
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('log')}
    >
      <div className={styles.assistantMessage}>
        <p className={styles.text} dir="auto">
          {greeting}
        </p>
      </div>
      {turns.map((turn) =>
        turn.role === 'user' ? (
          <div key={turn.id} className={styles.userMessage}>
            <span className={styles.visuallyHidden}>{t('you')}</span>
            <p className={styles.text} dir="auto">
              {turn.content}
            </p>
          </div>
        ) : (
          <div key={turn.id} className={styles.assistantMessage}>
            <span className={styles.visuallyHidden}>{t('assistant')}</span>
            <ChatAnswer answer={turn.answer} cartIds={cartIds} onShowOnPage={onShowOnPage} />
          </div>
        ),
      )}
      {isPending ? (
        <p className={styles.status} role="status">
          {t('writing')}
        </p>
      ) : null}
      {isError && !isPending ? (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
};
