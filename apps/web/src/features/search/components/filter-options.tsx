import type { FilterDefinition } from '@careers/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './filter-options.module.css';

type FilterOptionsProps = {
  filter: FilterDefinition;
  selected: readonly string[];
  onChange: (values: readonly string[]) => void;
};

/** The number of jobs an option would show: visible as a number, heard as 'N jobs'. */
const CountBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation('search');
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className={styles.srOnly}>{t('filters.countLabel', { count })}</span>
    </span>
  );
};

const toggle = (values: readonly string[], value: string, isOn: boolean) =>
  isOn ? [...values, value] : values.filter((item) => item !== value);

const CheckboxList = ({
  filter,
  selected,
  onChange,
  options,
}: FilterOptionsProps & { options: FilterDefinition['options'] }) => {
  return (
    <ul className={styles.list}>
      {options.map((option) => (
        <li key={option.value}>
          <label className={styles.option}>
            <input
              type="checkbox"
              name={filter.filterName}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => {
                onChange(toggle(selected, option.value, event.target.checked));
              }}
            />
            <span className={styles.optionLabel}>{option.label}</span>
            <CountBadge count={option.count} />
          </label>
        </li>
      ))}
    </ul>
  );
};

/** A date range filter: one of its ranges, or any time. */
const DateRangeOptions = ({ filter, selected, onChange }: FilterOptionsProps) => {
  const { t } = useTranslation('search');
  const current = selected[0] ?? '';
  const choices = [{ label: t('filters.anyTime'), value: '', count: undefined }, ...filter.options];
  return (
    <ul className={styles.list}>
      {choices.map((option) => (
        <li key={option.value || 'any'}>
          <label className={styles.option}>
            <input
              type="radio"
              name={filter.filterName}
              value={option.value}
              checked={current === option.value}
              onChange={() => {
                onChange(option.value ? [option.value] : []);
              }}
            />
            <span className={styles.optionLabel}>{option.label}</span>
            {option.count === undefined ? null : <CountBadge count={option.count} />}
          </label>
        </li>
      ))}
    </ul>
  );
};

/** A long list (autocomplete filter): a box narrows the options; chosen ones stay on top. */
const AutocompleteOptions = (props: FilterOptionsProps) => {
  const { t } = useTranslation('search');
  const inputId = useId();
  const [text, setText] = useState('');
  const wanted = text.trim().toLocaleLowerCase();
  const matching = props.filter.options.filter(
    (option) =>
      props.selected.includes(option.value) || option.label.toLocaleLowerCase().includes(wanted),
  );
  const ordered = [
    ...matching.filter((option) => props.selected.includes(option.value)),
    ...matching.filter((option) => !props.selected.includes(option.value)),
  ];
  return (
    <div className={styles.autocomplete}>
      <label htmlFor={inputId} className={styles.srOnly}>
        {t('filters.narrow', { name: props.filter.displayName })}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.narrow}
        placeholder={t('autocomplete.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      {ordered.length ? (
        <CheckboxList {...props} options={ordered} />
      ) : (
        <p className={styles.none}>{t('autocomplete.noResults')}</p>
      )}
    </div>
  );
};

/** The options of one filter, by its type (multiselect, date_range, autocomplete). */
export const FilterOptions = (props: FilterOptionsProps) => {
  const { t } = useTranslation('search');
  if (!props.filter.options.length) return <p className={styles.none}>{t('filters.noOptions')}</p>;
  if (props.filter.type === 'date_range') return <DateRangeOptions {...props} />;
  if (props.filter.type === 'autocomplete' || props.filter.options.length > 12)
    return <AutocompleteOptions {...props} />;
  return <CheckboxList {...props} options={props.filter.options} />;
};
