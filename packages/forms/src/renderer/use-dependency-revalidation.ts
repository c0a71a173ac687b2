import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/** A field with dependencies revalidates when one changes, but not on the first pass. */
export function useDependencyRevalidation(name: string, dependencyNames: string[]) {
  const { trigger, getFieldState, formState } = useFormContext();
  const watched = useWatch({
    name: dependencyNames,
    disabled: dependencyNames.length === 0,
  }) as unknown;
  const serialised = JSON.stringify(watched ?? null);
  const previous = useRef<string | null>(null);
  const isSubmitted = formState.isSubmitted;

  useEffect(() => {
    if (previous.current === null) {
      previous.current = serialised;
      return;
    }
    if (previous.current === serialised) return;
    previous.current = serialised;
    if (getFieldState(name).isTouched || isSubmitted) void trigger(name);
  }, [serialised, name, trigger, getFieldState, isSubmitted]);
}
