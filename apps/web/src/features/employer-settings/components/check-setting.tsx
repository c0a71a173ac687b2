import { errorAt, fieldId, type FieldErrors } from '../lib/field-errors.ts';
import styles from './settings.module.css';

type Props = {
  path: string;
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  errors: FieldErrors;
};

/** An on/off setting. */
export const CheckSetting = ({ path, label, isChecked, onChange, errors }: Props) => {
  const id = fieldId(path);
  const error = errorAt(errors, path);
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        {...(error && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
};
