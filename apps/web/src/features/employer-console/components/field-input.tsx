import { languageOptions } from '@/components/language-switcher/language-names.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FormField } from '../lib/position-form-fields.ts';
import { LocationsInput, type LocationValue } from './locations-input.tsx';
import styles from './employer.module.css';

type Props = {
  field: FormField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
};

const LANGUAGES = languageOptions();

/** One field of the position editor, its widget chosen by the field's kind in the contract. */
export const FieldInput = ({ field, value, error, onChange }: Props) => {
  const { t } = useTranslation('employer');
  const id = `position-${field.name}`;
  const label = t(`field.${field.name}`, { defaultValue: field.name });
  const described = error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};
  const errorLine = error ? (
    <span id={`${id}-error`} className={styles.fieldError}>
      {error}
    </span>
  ) : null;

  if (field.kind === 'locations')
    return (
      <fieldset className={styles.fieldset}>
        <legend>{label}</legend>
        <LocationsInput value={value as LocationValue[]} onChange={onChange} />
        {errorLine}
      </fieldset>
    );
  if (field.kind === 'checkbox')
    return (
      <div className={styles.checkboxField}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          {...described}
        />
        <label htmlFor={id}>{label}</label>
        {errorLine}
      </div>
    );
  const common = {
    id,
    value: String(value ?? ''),
    required: field.isRequired,
    ...described,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {field.kind === 'list' && <span className={styles.hint}> {t('editor.commaHint')}</span>}
      </label>
      {field.kind === 'html' ? (
        <textarea {...common} rows={8} onChange={(event) => onChange(event.target.value)} />
      ) : field.kind === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {!field.isRequired && <option value="">{t('editor.none')}</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(`option.${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      ) : field.kind === 'language' ? (
        // each language named in itself, as the language switcher names it
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('translation.siteDefault')}</option>
          {LANGUAGES.map(({ language, name }) => (
            <option key={language} value={language} lang={language}>
              {name}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={
            field.kind === 'number'
              ? 'number'
              : field.kind === 'datetime'
                ? 'datetime-local'
                : 'text'
          }
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {errorLine}
    </div>
  );
};
