import { contrastOf, MIN_CONTRAST } from '@careers/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './theme-builder.module.css';

type ColorControlProps = {
  label: string;
  value: string;
  /** The colour it sits on, when it is text: its contrast is checked against WCAG AA. */
  background?: string | undefined;
  serverError?: string | undefined;
  onChange: (value: string) => void;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const sixDigits = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;

/** A colour: the browser's picker and the hex value side by side, with its contrast shown. */
export const ColorControl = ({
  label,
  value,
  background,
  serverError,
  onChange,
}: ColorControlProps) => {
  const { t } = useTranslation('theme-builder');
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  const isValid = HEX.test(text);
  const ratio = background && HEX.test(value) ? contrastOf(value, background) : null;
  const isReadable = ratio === null || ratio >= MIN_CONTRAST;
  const commit = (next: string) => {
    setTyped(next);
    if (HEX.test(next)) onChange(next.toLowerCase());
  };
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.colorRow}>
        <input
          id={id}
          type="color"
          className={styles.swatch}
          value={HEX.test(value) ? sixDigits(value) : '#000000'}
          onChange={(event) => commit(event.target.value)}
        />
        <input
          type="text"
          dir="ltr"
          className={styles.input}
          aria-label={t('hexValue', { name: label })}
          aria-invalid={!isValid}
          spellCheck={false}
          maxLength={7}
          value={text}
          onChange={(event) => commit(event.target.value.trim())}
          onBlur={() => setTyped(null)}
        />
      </div>
      {ratio !== null && (
        <p className={isReadable ? styles.pass : styles.fail}>
          {t(isReadable ? 'contrast.pass' : 'contrast.fail', { ratio: ratio.toFixed(2) })}
        </p>
      )}
      {!isValid && <p className={styles.fail}>{t('invalid.color')}</p>}
      {serverError && <p className={styles.fail}>{serverError}</p>}
    </div>
  );
};
