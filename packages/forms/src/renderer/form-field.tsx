import { memo } from 'react';
import type { FormItem } from '@careers/shared/forms/index';
import { InfoField } from '../fields/info-field.tsx';
import { InstructionField } from '../fields/instruction-field.tsx';
import { FieldView } from '../view/field-view.tsx';
import { DynamicListField } from '../fields/dynamic-list-field.tsx';
import { useFormRenderer } from './form-renderer-context.ts';
import { ControlledField } from './controlled-field.tsx';
import { useFieldVisibility } from './use-field-visibility.ts';
import { NestedFieldContext } from './nested-field-context.ts';

type FormFieldProps = {
  item: FormItem;
  /** Prefix of a dynamic list row, e.g. `jobs.0.`; empty at the top level. */
  namePrefix?: string;
  isDisabled?: boolean;
};

/** One item of a form: hidden items are not rendered (so their answers are unregistered). */
function FormFieldInner({ item, namePrefix = '', isDisabled = false }: FormFieldProps) {
  const isVisible = useFieldVisibility(item, namePrefix);
  const { mode } = useFormRenderer();
  if (!isVisible) return null;
  const name = `${namePrefix}${item.name}`;
  if (item.type === 'info') return <InfoField item={item} />;
  if (item.type === 'instruction') return <InstructionField item={item} />;
  if (mode === 'view' && item.type !== 'star_rating') return <FieldView item={item} name={name} />;
  if (item.type === 'dynamicList') {
    return <DynamicListField item={item} name={name} isDisabled={isDisabled} />;
  }
  return (
    <ControlledField item={item} name={name} namePrefix={namePrefix} isDisabled={isDisabled} />
  );
}

/** Memoised: a layout re-rendering on every answer does not re-render unchanged fields. */
const MemoFormField = memo(FormFieldInner);

/** One field of a form; the rows of a dynamic list inside it render their fields the same way. */
export const FormField = (props: FormFieldProps) => (
  <NestedFieldContext.Provider value={MemoFormField}>
    <MemoFormField {...props} />
  </NestedFieldContext.Provider>
);
