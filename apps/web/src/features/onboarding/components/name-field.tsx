import type { Ref } from 'react';
import { TextField } from '@/components/text-field/text-field.tsx';

type NameFieldProps = {
  name: string;
  label: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
};

/** A required name input, trimmed when it loses focus. */
export const NameField = ({ value, onChange, ...props }: NameFieldProps) => (
  <TextField
    {...props}
    value={value}
    onChange={onChange}
    onBlur={() => {
      if (value.trim() !== value) onChange(value.trim());
    }}
    isRequired
    hasRequiredMark
  />
);
