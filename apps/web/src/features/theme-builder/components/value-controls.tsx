import { checkTokenValue, THEME_TOKEN_BY_NAME } from '@careers/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { fontChoices } from './font-names.ts';
import styles from './theme-builder.module.css';

type ValueControlProps = {
  label: string;
  value: string;
  serverError?: string | undefined;
  onChange: (value: string) => void;
};

const ServerError = ({ message }: { message?: string | undefined }) =>
  message ? <p className={styles.fail}>{message}</p> : null;

/** A size in pixels (radius, spacing, height) on a slider. */
export const SizeControl = ({
  label,
  value,
  max,
  serverError,
  onChange,
}: ValueControlProps & { max: number }) => {
  const id = useId();
  const pixels = Number.parseInt(value, 10) || 0;
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.sizeRow}>
        <input
          id={id}
          type="range"
          min={0}
          max={max}
          step={1}
          value={pixels}
          onChange={(event) => onChange(`${event.target.value}px`)}
        />
        <output htmlFor={id} className={styles.sizeValue}>{`${pixels}px`}</output>
      </div>
      <ServerError message={serverError} />
    </div>
  );
};

/** One of the offered font stacks (no free font names: they could not be checked). */
export const FontControl = ({ label, value, serverError, onChange }: ValueControlProps) => {
  const { t } = useTranslation('theme-builder');
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {fontChoices.map((choice) => (
          <option key={choice.key} value={choice.stack}>
            {t(choice.key)}
          </option>
        ))}
      </select>
      <ServerError message={serverError} />
    </div>
  );
};

const imageToken = THEME_TOKEN_BY_NAME.get('pcsx-hero-image');

/** An image address (https, or a path on this site); empty means no image. */
export const ImageControl = ({ label, value, serverError, onChange }: ValueControlProps) => {
  const { t } = useTranslation('theme-builder');
  const id = useId();
  const hintId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (value === 'none' ? '' : value);
  const candidate = text.trim() || 'none';
  const isValid = !imageToken || checkTokenValue(imageToken, candidate) === null;
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="url"
        dir="ltr"
        className={styles.input}
        aria-describedby={hintId}
        aria-invalid={!isValid}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = event.target.value.trim() || 'none';
          if (!imageToken || checkTokenValue(imageToken, next) === null) onChange(next);
        }}
      />
      <p id={hintId} className={isValid ? styles.hint : styles.fail}>
        {t(isValid ? 'imageHint' : 'invalid.image')}
      </p>
      <ServerError message={serverError} />
    </div>
  );
};
