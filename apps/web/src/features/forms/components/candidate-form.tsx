import { FormRenderer, type FormDefinition, type FormValues } from '@careers/forms';
import type { FormStatus } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { useBootData } from '@/lib/boot-data/index.ts';
import { SaveDraftButton } from '@/lib/forms/save-draft-button.tsx';
import { toServerErrors } from '@/lib/forms/to-server-errors.ts';
import { toast } from '@/lib/toast/index.ts';
import { useSaveFormAnswers } from '../api/save-form-answers.ts';
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
  const { isLoggedIn } = useBootData();
  const draft = useSaveFormAnswers(formId, 'draft');
  const submit = useSaveFormAnswers(formId, 'submit');
  const layout = definition.sections.length > 1 ? 'stepper' : 'simple';

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
        <FormRenderer definition={definition} values={sent.answers} mode="view" layout="simple" />
      </div>
    );
  }

  const handleSaveDraft = (values: FormValues) =>
    draft.mutate(values, {
      onSuccess: () => toast.success(t('form.draftSaved')),
      onError: (error) => toast.error(error.message),
    });
  const handleSubmit = async (values: FormValues) => {
    try {
      await submit.mutateAsync(values);
      toast.success(t('form.submitted'));
    } catch (error) {
      if (!toServerErrors(error))
        toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={styles.form}>
      <FormRenderer
        definition={definition}
        values={answers}
        mode="edit"
        layout={layout}
        ariaLabel={title}
        submitLabel={t('form.submit')}
        serverErrors={toServerErrors(submit.error)}
        onSubmit={handleSubmit}
        actions={
          isLoggedIn ? (
            <SaveDraftButton
              definition={definition}
              label={t('form.saveDraft')}
              pendingLabel={t('form.savingDraft')}
              isPending={draft.isPending}
              onSave={handleSaveDraft}
            />
          ) : null
        }
      />
    </div>
  );
};
