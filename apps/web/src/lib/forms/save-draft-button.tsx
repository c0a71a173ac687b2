import { toSubmissionValues, type FormDefinition, type FormValues } from '@careers/forms';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/button/button.tsx';

type SaveDraftButtonProps = {
  definition: FormDefinition;
  label: string;
  pendingLabel: string;
  isPending: boolean;
  onSave: (answers: FormValues) => void;
};

/**
 * A "Save draft" action for the toolkit's action bar: it reads the answers as they stand,
 * without validating them, in the same stored shape a submission sends.
 */
export const SaveDraftButton = ({
  definition,
  label,
  pendingLabel,
  isPending,
  onSave,
}: SaveDraftButtonProps) => {
  const { getValues } = useFormContext<FormValues>();
  return (
    <Button
      variant="secondary"
      isPending={isPending}
      pendingLabel={pendingLabel}
      onPress={() => onSave(toSubmissionValues(definition, getValues()))}
    >
      {label}
    </Button>
  );
};
