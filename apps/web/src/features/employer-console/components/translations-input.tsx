import type { PositionTranslation } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { languageOptions } from '@/components/language-switcher/language-names.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './employer.module.css';
import rowStyles from './translations-input.module.css';

/** A translation as the editor holds it: the language is empty until one is chosen. */
export type TranslationValue = Omit<PositionTranslation, 'language'> & { language: string };

type Props = {
  value: TranslationValue[];
  onChange: (value: TranslationValue[]) => void;
  /** The server's message for a path such as `translations.1.language`. */
  errorOf: (path: string) => string | undefined;
};

const LANGUAGES = languageOptions();

/** The position's title and description in other languages: one row each, added and removed. */
export const TranslationsInput = ({ value, onChange, errorOf }: Props) => {
  const { t } = useTranslation('employer');
  const set = (index: number, part: keyof TranslationValue, text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const nameOf = (language: string) =>
    LANGUAGES.find((option) => option.language === language)?.name ?? language;
  const listError = errorOf('translations');

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('field.translations')}</legend>
      <p className={styles.hint}>{t('translation.hint')}</p>
      {value.map((row, index) => {
        const id = `translation-${String(index)}`;
        const parts = (['language', 'title', 'description'] as const).map((part) => {
          const error = errorOf(`translations.${String(index)}.${part}`);
          const described = error
            ? { 'aria-describedby': `${id}-${part}-error`, 'aria-invalid': true }
            : {};
          const control = {
            id: `${id}-${part}`,
            value: row[part],
            required: true,
            ...described,
          };
          return (
            <div key={part} className={styles.field}>
              <label htmlFor={control.id}>{t(`translation.${part}`)}</label>
              {part === 'language' ? (
                <select {...control} onChange={(event) => set(index, part, event.target.value)}>
                  <option value="">{t('translation.choose')}</option>
                  {LANGUAGES.map(({ language, name }) => (
                    <option key={language} value={language} lang={language}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : part === 'title' ? (
                <input
                  {...control}
                  lang={row.language || undefined}
                  onChange={(event) => set(index, part, event.target.value)}
                />
              ) : (
                <textarea
                  {...control}
                  rows={6}
                  lang={row.language || undefined}
                  onChange={(event) => set(index, part, event.target.value)}
                />
              )}
              {error ? (
                <span id={`${id}-${part}-error`} className={styles.fieldError}>
                  {error}
                </span>
              ) : null}
            </div>
          );
        });
        return (
          <div key={index} className={rowStyles.row}>
            {parts}
            <Button
              variant="quiet"
              onPress={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('translation.remove', { language: nameOf(row.language) })}
            >
              {t('translation.removeShort')}
            </Button>
          </div>
        );
      })}
      {listError ? <span className={styles.fieldError}>{listError}</span> : null}
      <Button
        variant="secondary"
        onPress={() => onChange([...value, { language: '', title: '', description: '' }])}
      >
        {t('translation.add')}
      </Button>
    </fieldset>
  );
};
