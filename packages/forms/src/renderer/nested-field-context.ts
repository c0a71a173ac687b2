import { createContext, useContext, type ComponentType } from 'react';
import type { FormItem } from '@careers/shared/forms/index';

export type NestedFieldProps = { item: FormItem; namePrefix?: string; isDisabled?: boolean };

/**
 * The component that renders one field. A dynamic list renders its rows' fields with it, and the
 * field renderer renders dynamic lists: the renderer provides itself here so the two files do
 * not import each other.
 */
export const NestedFieldContext = createContext<ComponentType<NestedFieldProps>>(() => null);

export const useNestedField = () => useContext(NestedFieldContext);
