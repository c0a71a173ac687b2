import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminPosition } from '@careers/shared';
import { Button } from '@/components/button/button.tsx';
import { useAdminPosition, useSavePosition } from '@/lib/data/employer.ts';
import { errorText, fieldErrorText, isHttpError } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FieldInput } from '../components/field-input.tsx';
import { TranslationsInput, type TranslationValue } from '../components/translations-input.tsx';
import { inputOf, POSITION_FORM_FIELDS, valuesOf } from '../lib/position-form-fields.ts';
import styles from '../components/employer.module.css';

/** /employer/positions/new and /employer/positions/:id: every field of the position contract. */
export const PositionEditorPage = () => {
  const { id } = useParams();
  const positionId = id && id !== 'new' ? Number(id) : null;
  const position = useAdminPosition(positionId);
  const { t } = useTranslation('employer');
  if (positionId !== null && !position.data)
    return <p role="status">{position.isError ? t('common.loadFailed') : t('common.loading')}</p>;
  return <PositionEditor key={position.data?.updatedAt ?? 'new'} position={position.data} />;
};

const PositionEditor = ({ position }: { position: AdminPosition | undefined }) => {
  const { t } = useTranslation('employer');
  const navigate = useNavigate();
  const save = useSavePosition();
  const [values, setValues] = useState(() => valuesOf(position));
  const isConflict = isHttpError(save.error) && save.error.status === 409;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: position?.id ?? null, version: position?.updatedAt, body: inputOf(values) },
      { onSuccess: () => void navigate('/employer') },
    );
  };

  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <h1>{position ? t('editor.editTitle', { title: position.title }) : t('editor.newTitle')}</h1>
      {save.isError && (
        <p role="alert" className={styles.alert}>
          {isConflict ? t('editor.conflict') : errorText(save.error, t('editor.saveFailed'))}
        </p>
      )}
      {POSITION_FORM_FIELDS.map((field) => {
        const change = (value: unknown) =>
          setValues((current) => ({ ...current, [field.name]: value }));
        return field.kind === 'translations' ? (
          <TranslationsInput
            key={field.name}
            value={values[field.name] as TranslationValue[]}
            errorOf={(path) => fieldErrorText(save.error, path)}
            onChange={change}
          />
        ) : (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            error={fieldErrorText(save.error, field.name)}
            onChange={change}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending} pendingLabel={t('editor.saving')}>
          {position ? t('editor.save') : t('editor.create')}
        </Button>
        <Link to="/employer" className={styles.link}>
          {t('editor.cancel')}
        </Link>
      </div>
    </form>
  );
};
