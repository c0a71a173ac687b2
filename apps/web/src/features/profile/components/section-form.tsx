import { FormRenderer, type FormItem, type FormValues } from '@careers/forms';
import { useMemo, useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './profile-page.module.css';

type SectionFormProps = {
  ariaLabel: string;
  fields: FormItem[];
  values: FormValues;
  /** The resume parser added this item: its fields carry the 'New' tag until it is saved. */
  isParsed?: boolean;
  /** The fields the resume filled ('all' of them for a filled location): tagged 'New'. */
  markedFields?: readonly string[] | 'all';
  fieldErrors: Record<string, string> | undefined;
  onSubmit: (values: FormValues) => Promise<unknown>;
  onCancel: () => void;
};

/** One section or one list item in the form toolkit, validated as the fields lose focus. */
export const SectionForm = ({
  ariaLabel,
  fields,
  values,
  isParsed = false,
  markedFields = [],
  fieldErrors,
  onSubmit,
  onCancel,
}: SectionFormProps) => {
  const { t } = useTranslation('profile');
  // The values when the form opened: a new object on each render would reset the form (and the
  // server's messages beside its fields).
  const [initialValues] = useState(values);
  const definition = useMemo(
    () => ({
      sections: [
        {
          title: '',
          items: fields.map((item) => ({
            ...item,
            newItem: isParsed || markedFields === 'all' || markedFields.includes(item.name),
          })),
        },
      ],
    }),
    [fields, isParsed, markedFields],
  );
  return (
    <div className={styles.form}>
      <AppFormsProvider>
        <FormRenderer
          definition={definition}
          values={initialValues}
          mode="edit"
          layout="simple"
          ariaLabel={ariaLabel}
          submitLabel={t('save')}
          serverErrors={fieldErrors}
          onSubmit={async (answers) => {
            await onSubmit(answers);
          }}
          actions={
            <Button variant="secondary" onPress={onCancel}>
              {t('cancel')}
            </Button>
          }
        />
      </AppFormsProvider>
    </div>
  );
};
