import { useEffect, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useSelectOptions } from '../hooks/use-select-options.ts';
import { matchesSearch } from '../hooks/options-cache.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

const notApplicableValue = 'Not Applicable';

/**
 * select / dropdown / country / state. A value not among the options is reset; no options offer
 * 'Not Applicable'; a lone 'N/A' option is chosen and the field disabled.
 */
export function SelectField(props: FieldProps<string | null | undefined> & { namePrefix: string }) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui } = useFormsI18n();
  const { status, options: loaded, retry } = useSelectOptions(item, props.namePrefix);
  const [query, setQuery] = useState('');
  const isReady = status === 'ready';
  const notApplicable = ui('notApplicable');
  const options = useMemo(
    () =>
      isReady && loaded.length === 0
        ? [{ label: notApplicable, value: notApplicableValue }]
        : loaded,
    [isReady, loaded, notApplicable],
  );
  const onlyNa = options.length === 1 && options[0]?.value === 'N/A';
  const isSearchable = item.selectOptions?.searchable ?? item.type === 'country';

  useEffect(() => {
    if (!isReady) return;
    if (onlyNa && value !== 'N/A') onChange('N/A');
    else if (value && !options.some((option) => option.value === value)) onChange('');
  }, [isReady, onlyNa, options, value, onChange]);

  if (status === 'error') {
    return (
      <div className={styles.row} role="alert">
        <span className={styles.error}>{ui('loadError')}</span>
        <button type="button" className={styles.button} onClick={retry}>
          {ui('retry')}
        </button>
      </div>
    );
  }
  const visible = query
    ? options.filter((option) => option.value === value || matchesSearch(option.label, query))
    : options;
  return (
    <div className={styles.list}>
      {isSearchable && isReady && !onlyNa ? (
        <input
          type="search"
          className={styles.input}
          placeholder={ui('searchOptions')}
          aria-label={`${ui('searchOptions')}: ${props.accessibleName}`}
          aria-controls={inputId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          disabled={isDisabled || item.readonly}
        />
      ) : null}
      <select
        id={inputId}
        ref={inputRef as Ref<HTMLSelectElement>}
        className={styles.input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={isDisabled || item.readonly || onlyNa || !isReady}
        required={item.required}
        aria-required={item.required || undefined}
        aria-busy={status === 'loading' || undefined}
        aria-label={item.label ? undefined : props.accessibleName}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">
          {status === 'loading'
            ? ui('loadingOptions')
            : (item.selectOptions?.placeholder ?? ui('selectPlaceholder'))}
        </option>
        {visible.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
