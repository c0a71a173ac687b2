import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isItemVisible } from '@careers/shared/forms/index';
import type { FormItem, FormValues } from '@careers/shared/forms/index';

/** Dependency visibility debounce, in ms. */
export const visibilityDebounceMs = 50;

/** Field names a field's visibility reads, resolved within a dynamic list row. */
export function dependencyNames(item: FormItem, namePrefix: string): string[] {
  const names = new Set(item.dependencies ?? []);
  if (item.visibleWhen) names.add(item.visibleWhen.field);
  return [...names].map((name) => `${namePrefix}${name}`);
}

function scopedValues(item: FormItem, names: string[], watched: unknown[]): FormValues {
  const values: FormValues = {};
  const plain = [
    ...new Set([
      ...(item.dependencies ?? []),
      ...(item.visibleWhen ? [item.visibleWhen.field] : []),
    ]),
  ];
  plain.forEach((name, index) => {
    values[name] = watched[index];
  });
  return names.length ? values : {};
}

/**
 * Visibility from visibleFn / visibleWhen on the dependency values, debounced 50 ms. A field that
 * becomes hidden is unregistered by unmounting (the form uses shouldUnregister).
 */
export function useFieldVisibility(item: FormItem, namePrefix: string): boolean {
  const names = dependencyNames(item, namePrefix);
  const { getValues } = useFormContext();
  const watched = useWatch({ name: names, disabled: names.length === 0 }) as unknown[] | undefined;
  const compute = () =>
    isItemVisible(
      item,
      scopedValues(item, names, names.length ? (watched ?? getValues(names)) : []),
    );
  const target = compute();
  const [isVisible, setIsVisible] = useState(target);

  useEffect(() => {
    if (target === isVisible) return;
    const timer = setTimeout(() => setIsVisible(target), visibilityDebounceMs);
    return () => clearTimeout(timer);
  }, [target, isVisible]);

  return isVisible;
}
