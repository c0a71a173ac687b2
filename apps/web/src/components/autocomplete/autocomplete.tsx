import { useEffect, useState, type ReactNode } from 'react';
import { ComboBox, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MIN_LENGTH } from './autocomplete-constants.ts';
import { AutocompleteField } from './autocomplete-field.tsx';
import { AutocompleteStatus } from './autocomplete-status.tsx';
import styles from './autocomplete.module.css';
import { useSuggestions, type AutocompleteOption, type LoadOptions } from './use-suggestions.ts';
import { toast } from '@/lib/toast/index.ts';

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
 * The autocomplete search box, on React Aria's ComboBox: a listbox named 'Search results', a
 * clear button and a polite status line ('Searching...', 'Showing N options', 'No results').
 * Arrows move through the options (wrapping), Enter and Tab choose the active one, Escape closes
 * the list and then clears the text. Asks 500 ms after typing stops, nothing below the minimum
 * length, and reuses a term's answer for two minutes (use-suggestions.ts). Strings: `search` ns.
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
  // The visitor is asking for suggestions (typed since the last choice, Escape or blur). React
  // Aria's list opens only while there are options to show: an open list hides the rest of the
  // page from screen readers, which 'Searching...' must not do.
  const [isAsking, setIsAsking] = useState(false);
  // Both the text and the choice are the caller's: the choice lasts until the text is edited, so
  // closing the list never chooses an option again (React Aria's fully controlled mode).
  const [chosenKey, setChosenKey] = useState<Key | null>(null);
  const { options, isSearching, isError, isActive } = useSuggestions({
    term: value,
    isOpen: isAsking,
    minLength,
    cacheKey,
    loadOptions,
  });

  useEffect(() => {
    if (isError) toast.error(t('autocomplete.error'));
  }, [isError, t]);

  const isListShown = isAsking && isActive;
  const changeText = (text: string) => {
    setChosenKey(null);
    onChange(text);
  };

  return (
    <ComboBox
      className={[styles.box, className].filter(Boolean).join(' ')}
      name={name}
      formValue="text"
      items={options}
      inputValue={value}
      onInputChange={(text) => {
        changeText(text);
        setIsAsking(true);
      }}
      selectedKey={chosenKey}
      onSelectionChange={(key) => {
        const option = options.find((candidate) => candidate.id === key);
        setChosenKey(option ? key : null);
        if (!option) return;
        setIsAsking(false);
        onChange(option.label);
        onSelect?.(option);
      }}
      allowsCustomValue
      shouldFocusWrap
      menuTrigger="input"
    >
      <AutocompleteField
        label={label}
        isLabelVisible={isLabelVisible}
        placeholder={placeholder ?? t('autocomplete.placeholder')}
        icon={icon}
        isSearching={isSearching}
        isListShown={isListShown}
        hasOptions={options.length > 0}
        onDismiss={() => {
          setIsAsking(false);
        }}
        onSubmit={() => {
          setIsAsking(false);
          onSubmit?.(value);
        }}
        onClear={() => {
          changeText('');
        }}
      />
      {isListShown ? (
        <Popover className={styles.popover} placement="bottom start" offset={4} isNonModal>
          <ListBox<AutocompleteOption>
            aria-label={t('autocomplete.listLabel')}
            className={styles.list}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.description ? (
                  <span className={styles.optionDescription}>{option.description}</span>
                ) : null}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      ) : null}
      <AutocompleteStatus
        isShown={isListShown}
        isSearching={isSearching}
        isError={isError}
        count={options.length}
      />
    </ComboBox>
  );
};
