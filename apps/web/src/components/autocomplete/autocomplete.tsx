import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { InlineSpinner } from '@/components/spinner/inline-spinner.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { AUTOCOMPLETE_MIN_LENGTH } from './autocomplete-constants.ts';
import styles from './autocomplete.module.css';
import { useSuggestions, type AutocompleteOption, type LoadOptions } from './use-suggestions.ts';

export type { AutocompleteOption, LoadOptions } from './use-suggestions.ts';

export type AutocompleteProps = {
  label: string;
  /** Shows the label for sighted users too; otherwise it only names the box. */
  isLabelVisible?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** An option was chosen (click, Enter or Tab on the active option). */
  onSelect?: (option: AutocompleteOption) => void;
  /** Enter with no active option (the search box's "search"). */
  onSubmit?: (value: string) => void;
  loadOptions: LoadOptions;
  cacheKey: readonly unknown[];
  minLength?: number;
  placeholder?: string;
  /** Decorative, at the start of the input. */
  icon?: ReactNode;
  name?: string;
  className?: string;
};

/**
 * The autocomplete search box: an ARIA 1.2 combobox with a listbox named
 * 'Search results', a clear button and a polite status line ('Searching...', 'Showing N
 * options', 'No results'). Arrows move through the options, Enter and Tab choose the active one,
 * Escape closes the list and then clears the text. Asks 500 ms after typing stops, nothing
 * below the minimum length, and reuses a term's answer for two minutes. Strings: `search` ns.
 *
 * Why not React Aria's ComboBox (issue 17 asked for it; it was built in c0fd24e and reverted):
 * while its list is open, `useComboBox` sets aria-hidden on everything outside the input and the
 * list (ariaHideOutside, with no option to turn it off), so the page's links and buttons stay
 * focusable under aria-hidden and axe fails the search journey on `aria-hidden-focus`
 * (adobe/react-spectrum#4937). It also added ~16 KB to the search page's first load (issue 15).
 */
export const Autocomplete = ({
  label,
  isLabelVisible = false,
  value,
  onChange,
  onSelect,
  onSubmit,
  loadOptions,
  cacheKey,
  minLength = AUTOCOMPLETE_MIN_LENGTH,
  placeholder,
  icon,
  name,
  className,
}: AutocompleteProps) => {
  const { t } = useTranslation('search');
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The active option belongs to one list of options: a new list starts with none active.
  const [activeState, setActiveState] = useState({ key: '', index: -1 });
  const { options, isSearching, isError, isActive } = useSuggestions({
    term: value,
    isOpen,
    minLength,
    cacheKey,
    loadOptions,
  });

  useEffect(() => {
    if (isError) toast.error(t('autocomplete.error'));
  }, [isError, t]);

  const optionsKey = options.map((option) => option.id).join('\n');
  const activeIndex = activeState.key === optionsKey ? activeState.index : -1;
  const setActiveIndex = (index: number) => {
    setActiveState({ key: optionsKey, index });
  };

  const isListShown = isOpen && isActive;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const choose = (option: AutocompleteOption) => {
    onChange(option.label);
    onSelect?.(option);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) {
          setIsOpen(true);
          return;
        }
        if (!options.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex(
          activeIndex < 0
            ? step > 0
              ? 0
              : options.length - 1
            : (activeIndex + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        if (isListShown && active) {
          event.preventDefault();
          choose(active);
          return;
        }
        setIsOpen(false);
        if (onSubmit) {
          event.preventDefault();
          onSubmit(value);
        }
        return;
      case 'Tab':
        if (isListShown && active) choose(active);
        else setIsOpen(false);
        return;
      case 'Escape':
        if (isListShown) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        return;
      default:
    }
  };

  const status = !isListShown
    ? ''
    : isSearching
      ? t('autocomplete.searching')
      : isError
        ? t('autocomplete.error')
        : options.length
          ? t('autocomplete.showing', { count: options.length })
          : t('autocomplete.noResults');

  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={isLabelVisible ? styles.label : styles.hiddenLabel}>
        {label}
      </label>
      <div className={styles.control}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={active ? `${id}-option-${activeIndex}` : undefined}
          placeholder={placeholder ?? t('autocomplete.placeholder')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => {
            if (value.trim()) setIsOpen(true);
          }}
          onBlur={() => {
            setIsOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {isSearching ? (
          <span className={styles.spinner}>
            <InlineSpinner />
          </span>
        ) : null}
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('autocomplete.clear', { label })}
            onClick={() => {
              onChange('');
              setIsOpen(false);
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
      <ul
        id={listId}
        role="listbox"
        aria-label={t('autocomplete.listLabel')}
        className={styles.list}
        hidden={!isListShown || options.length === 0}
      >
        {options.map((option, index) => (
          // Keyboard users move through the options from the input (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              choose(option);
            }}
            onMouseEnter={() => {
              setActiveIndex(index);
            }}
          >
            <span className={styles.optionLabel}>{option.label}</span>
            {option.description ? (
              <span className={styles.optionDescription}>{option.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className={styles.status}>
        {isListShown && (isSearching || !options.length) ? (
          <span className={styles.statusVisible}>{status}</span>
        ) : (
          <span className={styles.srOnly}>{status}</span>
        )}
      </div>
    </div>
  );
};
