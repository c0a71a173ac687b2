import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { listBounds } from '@careers/shared/forms/index';
import type { FormItem, FormValues } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useNestedField } from '../renderer/nested-field-context.ts';
import { useFieldRules } from '../renderer/use-field-rules.ts';
import styles from './field.module.css';

type DynamicListFieldProps = { item: FormItem; name: string; isDisabled: boolean };

function emptyRow(item: FormItem): FormValues {
  const defaults: FormValues = {};
  for (const child of item.dynamicListOptions?.items ?? []) defaults[child.name] = null;
  return { ...defaults, ...item.dynamicListOptions?.itemDefaultValue };
}

/** A repeatable group: starts with minLength rows; add hidden at maxLength, delete at minLength. */
export function DynamicListField({ item, name, isDisabled }: DynamicListFieldProps) {
  const { ui } = useFormsI18n();
  const NestedField = useNestedField();
  const validate = useFieldRules(item, '');
  const { control, getFieldState, formState, watch } = useFormContext();
  const { fields, append, remove } = useFieldArray({
    control,
    name,
    rules: { validate: (value) => validate(value, {}) },
  });
  const { min, max } = listBounds(item.rules);
  const rowCount = fields.length;
  const error = getFieldState(name, formState).error;
  const listError = error?.root?.message ?? error?.message;

  useEffect(() => {
    if (rowCount < min)
      append(
        Array.from({ length: min - rowCount }, () => emptyRow(item)),
        { shouldFocus: false },
      );
  }, [rowCount, min, append, item]);

  const isLocked = isDisabled || item.readonly;
  const options = item.dynamicListOptions;
  const addText = options?.addButton?.text ?? ui('addItem');
  const addIcon = options?.addButton?.icon ?? '+';
  return (
    <fieldset className={styles.field} data-field={item.name}>
      {item.label ? (
        <legend className={styles.label}>
          {item.label}
          {item.required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </legend>
      ) : null}
      {item.help ? <p className={styles.help}>{item.help}</p> : null}
      <ol className={styles.list}>
        {fields.map((row, index) => {
          const rowValues = (watch(`${name}.${index}`) ?? {}) as FormValues;
          const title =
            options?.itemTitleRenderer?.(rowValues, index) || ui('itemTitle', { index: index + 1 });
          const deleteLabel = `${ui('deleteItem')} ${title}`;
          const canDelete = !isLocked && rowCount > min;
          const customDelete = options?.deleteButtonRenderer?.({
            index,
            label: deleteLabel,
            onDelete: () => remove(index),
          }) as ReactNode;
          return (
            <li key={row.id} className={styles.card} aria-label={title}>
              <div className={styles.row} style={{ justifyContent: 'space-between' }}>
                <strong>{title}</strong>
                {canDelete && customDelete ? customDelete : null}
                {canDelete && !customDelete ? (
                  <button
                    type="button"
                    className={styles.button}
                    aria-label={deleteLabel}
                    onClick={() => remove(index)}
                  >
                    {ui('deleteItem')}
                  </button>
                ) : null}
              </div>
              <div
                className={
                  item.dynamicListOptions?.itemLayout === 'grid' ? styles.row : styles.list
                }
              >
                {(item.dynamicListOptions?.items ?? []).map((child) => (
                  <NestedField
                    key={child.name}
                    item={child}
                    namePrefix={`${name}.${index}.`}
                    isDisabled={isDisabled}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      {!isLocked && rowCount < max ? (
        <div>
          <button type="button" className={styles.button} onClick={() => append(emptyRow(item))}>
            <span aria-hidden="true">{addIcon}</span> {addText}
          </button>
        </div>
      ) : null}
      {listError ? (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
