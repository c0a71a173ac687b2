import { FormRenderer, type FormDefinition, type FormValues } from '@careers/forms';
import type { Application } from '@careers/shared';
import { useTranslation } from 'react-i18next';
import { useBootData } from '@/lib/boot-data/index.ts';
import { SaveDraftButton } from '@/lib/forms/save-draft-button.tsx';
import { toServerErrors } from '@/lib/forms/to-server-errors.ts';
import { toast } from '@/lib/toast/index.ts';
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

  const handleSaveDraft = (values: FormValues) =>
    draft.mutate(values, {
      onSuccess: () => toast.success(t('draftSaved')),
      onError: (error) => toast.error(error.message),
    });
  const handleSubmit = async (values: FormValues) => {
    const email = !isLoggedIn && typeof values.email === 'string' ? values.email : undefined;
    try {
      onApplied(await submit.mutateAsync({ answers: values, ...(email && { email }) }));
    } catch (error) {
      if (!toServerErrors(error))
        toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <FormRenderer
      definition={definition}
      values={answers}
      layout="stepper"
      ariaLabel={t('formLabel', { position: positionName })}
      submitLabel={t('submit')}
      serverErrors={toServerErrors(submit.error)}
      onSubmit={handleSubmit}
      actions={
        isLoggedIn ? (
          <SaveDraftButton
            definition={definition}
            label={t('saveDraft')}
            pendingLabel={t('savingDraft')}
            isPending={draft.isPending}
            onSave={handleSaveDraft}
          />
        ) : null
      }
    />
  );
};
