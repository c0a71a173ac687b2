import type { ReactNode } from 'react';
import { isEsignType, isFileType, isSelectType } from '@careers/shared/forms/index';
import type { FormItem, FormValues, UploadedFile } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { readPath } from '../renderer/use-field-rules.ts';
import { useNestedField } from '../renderer/nested-field-context.ts';
import { downloadUploadedFile } from '../fields/read-file.ts';
import { useSelectOptions } from '../hooks/use-select-options.ts';
import { formatViewText } from './format-view-value.ts';
import fieldStyles from '../fields/field.module.css';

function SelectViewValue({
  item,
  value,
  namePrefix,
}: {
  item: FormItem;
  value: unknown;
  namePrefix: string;
}) {
  const { options } = useSelectOptions(item, namePrefix);
  const label = options.find((option) => option.value === value)?.label ?? String(value);
  return <p className={fieldStyles.viewValue}>{label}</p>;
}

function FilesViewValue({ files }: { files: UploadedFile[] }) {
  const { ui } = useFormsI18n();
  const { files: transfer } = useFormRenderer();
  return (
    <ul className={fieldStyles.list}>
      {files.map((file) => (
        <li key={file.uid}>
          {file.previewUrl ? (
            <a href={file.previewUrl} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          ) : (
            <button
              type="button"
              className={fieldStyles.linkButton}
              aria-label={ui('downloadNamed', { name: file.name })}
              onClick={() =>
                downloadUploadedFile(file, file.fileId && transfer?.fileUrl(file.fileId))
              }
            >
              {file.name}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Read-only rendering of one answer; confidential answers show '[ CONFIDENTIAL ]'. */
export function FieldView({ item, name }: { item: FormItem; name: string }) {
  const { ui, language } = useFormsI18n();
  const { values, showImages } = useFormRenderer();
  const NestedField = useNestedField();
  if (isEsignType(item.type)) return null;
  const value = readPath(values, name);
  const namePrefix = name.slice(0, name.length - item.name.length);
  const isEmpty =
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0);
  let content: ReactNode;
  if (item.confidential) {
    content = <p className={fieldStyles.viewValue}>{ui('confidential')}</p>;
  } else if (isEmpty) {
    content = <p className={`${fieldStyles.viewValue} ${fieldStyles.muted}`}>{ui('noAnswer')}</p>;
  } else if (isSelectType(item.type)) {
    content = <SelectViewValue item={item} value={value} namePrefix={namePrefix} />;
  } else if (isFileType(item.type)) {
    content = <FilesViewValue files={value as UploadedFile[]} />;
  } else if (item.type === 'skillSelector') {
    content = (
      <ul className={fieldStyles.row} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(value as string[]).map((skill) => (
          <li key={skill} className={fieldStyles.chip}>
            {skill}
          </li>
        ))}
      </ul>
    );
  } else if (item.type === 'dynamicList') {
    content = (
      <ol className={fieldStyles.list}>
        {(value as FormValues[]).map((_row, index) => (
          <li
            key={index}
            className={fieldStyles.card}
            aria-label={ui('itemTitle', { index: index + 1 })}
          >
            {(item.dynamicListOptions?.items ?? []).map((child) => (
              <NestedField key={child.name} item={child} namePrefix={`${name}.${index}.`} />
            ))}
          </li>
        ))}
      </ol>
    );
  } else {
    const text = formatViewText(item, value, {
      language,
      yes: ui('yes'),
      no: ui('no'),
      present: ui('present'),
    });
    content = <p className={fieldStyles.viewValue}>{text ?? ui('noAnswer')}</p>;
  }
  return (
    <div className={fieldStyles.field} data-field={item.name} data-layout={item.layout}>
      {item.label ? <p className={fieldStyles.label}>{item.label}</p> : null}
      {showImages && item.image ? (
        <img className={fieldStyles.image} src={item.image} alt={ui('formImage')} />
      ) : null}
      {content}
    </div>
  );
}
