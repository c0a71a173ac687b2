import { useContext, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ComboBoxStateContext, Input, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import styles from './autocomplete.module.css';

type AutocompleteFieldProps = {
  label: string;
  isLabelVisible: boolean;
  placeholder: string;
  icon?: ReactNode;
  isSearching: boolean;
  /** The visitor is asking and the text is long enough: options or a status under the box. */
  isListShown: boolean;
  hasOptions: boolean;
  /** Escape on a shown list, or focus leaving: stop asking. */
  onDismiss: () => void;
  /** Enter with no active option. */
  onSubmit: () => void;
  onClear: () => void;
};

/**
 * The box's label, input, spinner and clear button, inside the ComboBox. React Aria handles the
 * arrows, and Enter or Tab on the active option (it chooses it) before the keys reach this
 * input's own handler, which adds what a search box does besides: Enter with no active option
 * searches, Escape on a closed list clears the text.
 */
export const AutocompleteField = ({
  label,
  isLabelVisible,
  placeholder,
  icon,
  isSearching,
  isListShown,
  hasOptions,
  onDismiss,
  onSubmit,
  onClear,
}: AutocompleteFieldProps) => {
  const { t } = useTranslation('search');
  const state = useContext(ComboBoxStateContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const text = state?.inputValue ?? '';
  const isListOpen = state?.isOpen === true;

  // Suggestions arrive after typing stops: React Aria opens its list on typing only.
  useEffect(() => {
    const isFocused = inputRef.current === document.activeElement;
    if (isListShown && hasOptions && !isListOpen && isFocused) state?.open(null, 'manual');
  }, [isListShown, hasOptions, isListOpen, state]);

  // `state` is the one this render saw: before React Aria's own handling of the key.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hasActiveOption = state?.isOpen === true && state.selectionManager.focusedKey !== null;
    if (event.key === 'Enter' && !hasActiveOption) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && (isListOpen || isListShown)) {
      onDismiss();
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      onClear();
    }
  };

  return (
    <>
      <Label className={isLabelVisible ? styles.label : styles.hiddenLabel}>{label}</Label>
      <div className={styles.control}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <Input
          ref={inputRef}
          className={styles.input}
          placeholder={placeholder}
          spellCheck={false}
          onKeyDown={handleKeyDown}
          onBlur={onDismiss}
        />
        {isSearching ? (
          <span className={styles.spinner}>
            <InlineSpinner />
          </span>
        ) : null}
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('autocomplete.clear', { label })}
            onClick={() => {
              onClear();
              state?.close();
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
    </>
  );
};
