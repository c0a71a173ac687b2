import type { FormDefinition, FormValues } from '@careers/forms';
import { useBootData } from '@/lib/boot-data/index.ts';
import { EditableForm } from '@/lib/forms/editable-form.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useSaveApplicationDraft, useSubmitApplications } from '../api/save-application.ts';
import { useApplicationFileTransfer } from '../api/upload-application-file.ts';

type ApplicationFormProps = {
  /** One position, or every position of the job cart: the answers go to each. */
  positions: readonly { id: number; name: string }[];
  definition: FormDefinition;
  answers: FormValues;
  onApplied: () => void;
};

/** The application in the stepper layout: save a draft to finish later, or submit it. */
export const ApplicationForm = ({
  positions,
  definition,
  answers,
  onApplied,
}: ApplicationFormProps) => {
  const { t } = useTranslation('apply');
  const { isLoggedIn } = useBootData();
  const ids = positions.map((position) => position.id);
  const draft = useSaveApplicationDraft(ids);
  const submit = useSubmitApplications(ids);
  const files = useApplicationFileTransfer();
  const handleSubmit = async (values: FormValues) => {
    // A visitor applies with the email address the form asks for.
    const email = !isLoggedIn && typeof values.email === 'string' ? values.email : undefined;
    await submit.mutateAsync({ answers: values, ...(email && { email }) });
    onApplied();
  };
  return (
    <EditableForm
      definition={definition}
      answers={answers}
      layout="stepper"
      ariaLabel={t('formLabel', {
        position: positions.map((position) => position.name).join(', '),
      })}
      texts={{
        submit: t('submit'),
        saveDraft: t('saveDraft'),
        savingDraft: t('savingDraft'),
        draftSaved: t('draftSaved'),
      }}
      onSaveDraft={draft.mutateAsync}
      isSavingDraft={draft.isPending}
      onSubmit={handleSubmit}
      submitError={submit.error}
      files={files}
    />
  );
};
