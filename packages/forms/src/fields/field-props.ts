import type { Ref } from 'react';
import type { FormItem } from '@careers/shared/forms/index';

/** What every answer-holding field component receives from the renderer. */
export type FieldProps<T = unknown> = {
  item: FormItem;
  /** Full field path in the form, e.g. `jobs.0.title`. */
  name: string;
  inputId: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLElement>;
  isInvalid: boolean;
  isDisabled: boolean;
  /** ids of the help and error texts, for aria-describedby. */
  describedBy: string | undefined;
  /** Label for controls that have no visible label of their own. */
  accessibleName: string;
};
