import { useEffect, useMemo } from 'react';
import type { Ref } from 'react';
import { listPhoneCountries, toPhoneParts } from '@careers/shared/forms/index';
import type { PhoneValue } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { ignoreEnter } from './text-field.tsx';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

function useCountryNames(language: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return listPhoneCountries()
      .map((entry) => ({ ...entry, name: names?.of(entry.country) ?? entry.country }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/**
 * Country calling code and number. The country is inferred from a stored value ('+44…'), else
 * phoneOptions.defaultCountry, else the window country code, else 'US'.
 */
export function PhoneField(props: FieldProps<PhoneValue | string | null | undefined>) {
  const { item, inputId, value, onChange, onBlur, inputRef, isInvalid, isDisabled, describedBy } =
    props;
  const { ui, language } = useFormsI18n();
  const { defaultCountry } = useFormRenderer();
  const countries = useCountryNames(language);
  const fallback = item.phoneOptions?.defaultCountry ?? defaultCountry;
  const parts = toPhoneParts(value ?? '', fallback);

  useEffect(() => {
    if (typeof value === 'string' || value === null || value === undefined)
      onChange(toPhoneParts(value ?? '', fallback));
  }, [value, fallback, onChange]);

  const isLocked = isDisabled || item.readonly;
  const handleCountry = (country: string) => {
    const entry = countries.find((candidate) => candidate.country === country);
    onChange({ ...parts, selectedCountryCode: country, callingCode: entry?.callingCode ?? '' });
  };
  return (
    <div className={styles.row}>
      <select
        className={styles.input}
        style={{ flex: '0 1 15rem', minWidth: 0 }}
        aria-label={`${ui('countryCode')}: ${props.accessibleName}`}
        value={parts.selectedCountryCode}
        onChange={(event) => handleCountry(event.target.value)}
        onBlur={onBlur}
        disabled={isLocked}
      >
        {countries.map((entry) => (
          <option key={entry.country} value={entry.country}>
            {`${entry.name} (${entry.callingCode})`}
          </option>
        ))}
      </select>
      <input
        id={inputId}
        ref={inputRef as Ref<HTMLInputElement>}
        className={styles.input}
        style={{ flex: '1 1 12rem', width: 'auto', minWidth: 0 }}
        type="tel"
        autoComplete="tel-national"
        value={parts.number}
        onChange={(event) => onChange({ ...parts, number: event.target.value })}
        onBlur={onBlur}
        onKeyDown={ignoreEnter}
        disabled={isDisabled}
        readOnly={item.readonly}
        required={item.required}
        aria-required={item.required || undefined}
        aria-label={`${ui('phoneNumber')}: ${props.accessibleName}`}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
