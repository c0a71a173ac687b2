import { useId, useState, type RefObject } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './chat-assistant.module.css';

type ChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  isPending: boolean;
  suggestions: readonly string[];
  onSend: (text: string) => void;
};

/** The question box: Enter sends, Shift+Enter starts a new line; suggestions send as they are. */
export const ChatComposer = ({ inputRef, isPending, suggestions, onSend }: ChatComposerProps) => {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const inputId = useId();
  const send = (value: string) => {
    if (!value.trim() || isPending) return;
    onSend(value);
    setText('');
    inputRef.current?.focus();
  };
  return (
    <div className={styles.composer}>
      {suggestions.length ? (
        <ul className={styles.suggestions} aria-label={t('suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className={styles.suggestion}
                dir="auto"
                disabled={isPending}
                onClick={() => {
                  send(suggestion);
                }}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send(text);
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('inputLabel')}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          className={styles.input}
          dir="auto"
          rows={2}
          maxLength={2000}
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send(text);
            }
          }}
        />
        <Button type="submit" isDisabled={isPending || !text.trim()}>
          {t('send')}
        </Button>
      </form>
    </div>
  );
};
