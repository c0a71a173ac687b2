import type { FieldErrors } from '../lib/field-errors.ts';
import { FieldShell } from './field-shell.tsx';

type Props = {
  path: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  errors: FieldErrors;
  hint?: string | undefined;
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  type?: 'text' | 'url' | 'tel';
  dir?: 'ltr' | 'auto';
};

/** A one-line or multi-line text setting. */
export const TextSetting = ({
  path,
  label,
  value,
  onChange,
  errors,
  hint,
  rows,
  type,
  dir,
}: Props) => (
  <FieldShell path={path} label={label} hint={hint} errors={errors}>
    {(control) =>
      rows ? (
        <textarea
          {...control}
          rows={rows}
          dir={dir ?? 'auto'}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...control}
          type={type ?? 'text'}
          dir={dir ?? 'auto'}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )
    }
  </FieldShell>
);
