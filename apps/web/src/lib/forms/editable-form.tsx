import {
  FormRenderer,
  type FileTransfer,
  type FormDefinition,
  type FormLayout,
  type FormValues,
} from '@careers/forms';
import { useBootData } from '@/lib/boot-data/index.ts';
import { toast } from '@/lib/toast/index.ts';
import { SaveDraftButton } from './save-draft-button.tsx';
import { toServerErrors } from './to-server-errors.ts';

type EditableFormProps = {
  definition: FormDefinition;
  answers: FormValues | undefined;
  layout: FormLayout;
  ariaLabel: string;
  texts: { submit: string; saveDraft: string; savingDraft: string; draftSaved: string };
  /** Keeps a draft on the server (signed-in candidates only). */
  onSaveDraft: (answers: FormValues) => Promise<unknown>;
  isSavingDraft: boolean;
  /** Sends the answers; a failure with per-field messages shows them beside their fields. */
  onSubmit: (answers: FormValues) => Promise<unknown>;
  submitError: unknown;
  /** Where the form's file fields upload their files. */
  files: FileTransfer;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A form to fill in: the toolkit's renderer with "Save draft" for a signed-in candidate, and the
 * server's per-field errors after a submission; other failures are toasts.
 */
export const EditableForm = ({
  definition,
  answers,
  layout,
  ariaLabel,
  texts,
  onSaveDraft,
  isSavingDraft,
  onSubmit,
  submitError,
  files,
}: EditableFormProps) => {
  const { isLoggedIn } = useBootData();
  const handleSaveDraft = (values: FormValues) =>
    void onSaveDraft(values).then(
      () => toast.success(texts.draftSaved),
      (error: unknown) => toast.error(messageOf(error)),
    );
  const handleSubmit = async (values: FormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!toServerErrors(error)) toast.error(messageOf(error));
    }
  };
  return (
    <FormRenderer
      definition={definition}
      values={answers}
      mode="edit"
      files={files}
      layout={layout}
      ariaLabel={ariaLabel}
      submitLabel={texts.submit}
      serverErrors={toServerErrors(submitError)}
      onSubmit={handleSubmit}
      actions={
        isLoggedIn ? (
          <SaveDraftButton
            definition={definition}
            label={texts.saveDraft}
            pendingLabel={texts.savingDraft}
            isPending={isSavingDraft}
            onSave={handleSaveDraft}
          />
        ) : null
      }
    />
  );
};
