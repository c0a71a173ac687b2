import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import { isEsignType, isSelectType } from '@careers/shared/forms/index';
import type { FormItem } from '@careers/shared/forms/index';
import { FieldShell, errorId, helpId } from '../fields/field-shell.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { EsignField } from '../fields/esign-field.tsx';
import { useFormRenderer } from './form-renderer-context.ts';
import { editFields, groupFieldTypes } from './field-registry.tsx';
import { useFieldRules } from './use-field-rules.ts';
import { dependencyNames } from './use-field-visibility.ts';
import { useDependencyRevalidation } from './use-dependency-revalidation.ts';
import type { FieldProps } from '../fields/field-props.ts';

type ControlledFieldProps = {
  item: FormItem;
  name: string;
  namePrefix: string;
  isDisabled: boolean;
};

export function fieldInputId(name: string) {
  return `field-${name.replace(/[^\w-]/g, '-')}`;
}

/** Registers one answer with react-hook-form and renders its edit component inside the shell. */
export function ControlledField({ item, name, namePrefix, isDisabled }: ControlledFieldProps) {
  const validate = useFieldRules(item, namePrefix);
  const { field, fieldState } = useController({ name, rules: { validate } });
  const dependencies = (item.dependencies ?? []).map((dependency) => `${namePrefix}${dependency}`);
  useDependencyRevalidation(
    name,
    dependencies.length ? dependencies : dependencyNames(item, namePrefix),
  );
  const { onChange: fieldOnChange } = field;
  const onChange = useCallback((value: unknown) => fieldOnChange(value), [fieldOnChange]);
  const { mode } = useFormRenderer();

  const inputId = fieldInputId(name);
  const error = fieldState.error?.message;
  const describedBy =
    [item.help ? helpId(inputId) : '', error ? errorId(inputId) : ''].filter(Boolean).join(' ') ||
    undefined;
  const props: FieldProps<unknown> = {
    item,
    name,
    inputId,
    value: field.value as unknown,
    onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    isInvalid: Boolean(error),
    isDisabled: isDisabled || mode === 'view',
    describedBy,
    accessibleName: item.ariaLabel ?? item.label ?? item.name,
  };

  if (isEsignType(item.type)) return <EsignField item={item} onChange={onChange} />;
  const Component = editFields[item.type];
  if (!Component && !isSelectType(item.type)) {
    console.error(`No form field component for type "${item.type}"`);
    return null;
  }
  const isCheckboxItem = item.type === 'checkboxItem' && !item.checkboxOptions?.text;
  return (
    <FieldShell
      item={isCheckboxItem ? { ...item, label: undefined } : item}
      inputId={inputId}
      error={error}
      isGroup={groupFieldTypes.includes(item.type)}
    >
      {Component ? (
        <Component {...props} />
      ) : (
        <SelectField
          {...(props as FieldProps<string | null | undefined>)}
          namePrefix={namePrefix}
        />
      )}
    </FieldShell>
  );
}
