import { FormRenderer, type FormDefinition, type FormValues } from '@careers/forms';
import type { FormStatus } from '@careers/shared';
import { EditableForm } from '@/lib/forms/editable-form.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveFormAnswers } from '../api/save-form-answers.ts';
import { useFormFileTransfer } from '../api/upload-form-file.ts';
import styles from './candidate-form.module.css';

type CandidateFormProps = {
  formId: string;
  title: string;
  definition: FormDefinition;
  status: FormStatus | null;
  answers: FormValues | undefined;
  submittedAt: string | null;
};

/**
 * One form for the candidate to fill in (stepper for several sections): drafts are kept on the
 * server, submissions are checked again there and come back with a message per field.
 */
export const CandidateForm = ({
  formId,
  title,
  definition,
  status,
  answers,
  submittedAt,
}: CandidateFormProps) => {
  const { t, i18n } = useTranslation('forms');
  const draft = useSaveFormAnswers(formId, 'draft');
  const submit = useSaveFormAnswers(formId, 'submit');
  const files = useFormFileTransfer(formId);

  // What was just sent, else what the candidate sent before: read back, no longer editable.
  const sent =
    submit.data ??
    (status === 'completed' && submittedAt ? { answers, updated_at: submittedAt } : null);
  if (sent) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
      new Date(sent.updated_at),
    );
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {t('form.submittedOn', { date })}
        </p>
        <FormRenderer
          definition={definition}
          values={sent.answers}
          mode="view"
          layout="simple"
          files={files}
        />
      </div>
    );
  }

  const handleSubmit = async (values: FormValues) => {
    await submit.mutateAsync(values);
    toast.success(t('form.submitted'));
  };
  return (
    <EditableForm
      definition={definition}
      answers={answers}
      layout={definition.sections.length > 1 ? 'stepper' : 'simple'}
      ariaLabel={title}
      texts={{
        submit: t('form.submit'),
        saveDraft: t('form.saveDraft'),
        savingDraft: t('form.savingDraft'),
        draftSaved: t('form.draftSaved'),
      }}
      onSaveDraft={draft.mutateAsync}
      isSavingDraft={draft.isPending}
      onSubmit={handleSubmit}
      submitError={submit.error}
      files={files}
    />
  );
};
