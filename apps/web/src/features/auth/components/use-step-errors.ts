import { useEffect, useRef, useState } from 'react';
import type { StepErrors } from './form-errors.ts';

/** A login step's errors and input: the input has focus on arrival and whenever errors show. */
export const useStepErrors = () => {
  const [errors, setErrors] = useState<StepErrors>({});
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const showErrors = (next: StepErrors) => {
    setErrors(next);
    inputRef.current?.focus();
  };

  return { errors, setErrors, showErrors, inputRef };
};
