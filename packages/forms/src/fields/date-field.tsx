import { useEffect, useMemo, useState } from 'react';
import type { Ref } from 'react';
import { parseIsoDate, resolveDateLimit, todayIso } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { ignoreEnter } from './text-field.tsx';
import { dateOrder, datePlaceholder, isoToTyped, maskTypedDate, typedToIso } from './typed-date.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

function isWithin(iso: string, min: string | undefined, max: string | undefined): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

/**
 * Date as 'YYYY-MM-DD', typed as digits in the order of the form's language (typed-date.ts). While
 * the text is not a whole real date inside enableFrom / enableUntil the value is that text, which
 * validation reports as an invalid date; an unparsable value set from outside is cleared. With
 * the today option an empty value is filled with today and locked.
 */
export function DateField(props: FieldProps<string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui, language } = useFormsI18n();
  const { now } = useFormRenderer();
  const isToday = item.dateOptions?.today === true;
  const order = useMemo(() => dateOrder(language), [language]);
  const [text, setText] = useState(() => isoToTyped(value ?? '', order));
  // The input keeps partial text; a value set from outside (a reset, a load) replaces it.
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    setEmitted(value);
    setText(isoToTyped(value ?? '', order));
  }

  useEffect(() => {
    if (value && value !== text && parseIsoDate(value) === null) onChange('');
    else if (!value && isToday) onChange(todayIso(now()));
  }, [value, text, isToday, onChange, now]);

  const min = resolveDateLimit(item.dateOptions?.enableFrom, now());
  const max = resolveDateLimit(item.dateOptions?.enableUntil, now());
  const handleTyping = (typed: string) => {
    const pasted = /^\d{4}-\d{2}-\d{2}$/.test(typed.trim()) ? isoToTyped(typed.trim(), order) : '';
    const masked = pasted || maskTypedDate(typed, order);
    const iso = typedToIso(masked, order);
    const isGood = iso !== null && parseIsoDate(iso) !== null && isWithin(iso, min, max);
    const next = isGood ? iso : masked;
    setText(masked);
    setEmitted(next);
    onChange(next);
  };

  const isReadOnly = item.readonly || isToday;
  return (
    <div className={styles.row}>
      <input
        id={inputId}
        ref={inputRef as Ref<HTMLInputElement>}
        className={`${styles.input} ${styles.dateInput}`}
        style={{ maxWidth: '16rem' }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={10}
        placeholder={datePlaceholder(language, order)}
        value={text}
        onChange={(event) => handleTyping(event.target.value)}
        onKeyDown={ignoreEnter}
        onBlur={onBlur}
        disabled={isDisabled}
        readOnly={isReadOnly}
        required={item.required}
        aria-required={item.required || undefined}
        aria-label={item.label ? undefined : props.accessibleName}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
      {value && !isReadOnly && !isDisabled ? (
        <button type="button" className={styles.linkButton} onClick={() => onChange('')}>
          {ui('clearDate')}
        </button>
      ) : null}
    </div>
  );
}
