import type { FormDefinition, FormValues } from '@careers/forms';
import type { Application } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { useBootData } from '@/lib/boot-data/index.ts';
import { EditableForm } from '@/lib/forms/editable-form.tsx';
import { useSaveApplicationDraft, useSubmitApplication } from '../api/save-application.ts';

type ApplicationFormProps = {
  positionId: number;
  positionName: string;
  definition: FormDefinition;
  answers: FormValues;
  onApplied: (application: Application) => void;
};

/** The application in the stepper layout: save a draft to finish later, or submit it. */
export const ApplicationForm = ({
  positionId,
  positionName,
  definition,
  answers,
  onApplied,
}: ApplicationFormProps) => {
  const { t } = useTranslation('apply');
  const { isLoggedIn } = useBootData();
  const draft = useSaveApplicationDraft(positionId);
  const submit = useSubmitApplication(positionId);
  const handleSubmit = async (values: FormValues) => {
    // A visitor applies with the email address the form asks for.
    const email = !isLoggedIn && typeof values.email === 'string' ? values.email : undefined;
    onApplied(await submit.mutateAsync({ answers: values, ...(email && { email }) }));
  };
  return (
    <EditableForm
      definition={definition}
      answers={answers}
      layout="stepper"
      ariaLabel={t('formLabel', { position: positionName })}
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
    />
  );
};
