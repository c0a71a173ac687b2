import { FormRenderer, type FormDefinition } from '@careers/forms';
import { useState } from 'react';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './form-builder.module.css';

type PreviewLayout = 'html' | 'stepper';

/** The form as candidates will fill it in, in the HTML or the stepper layout. */
export const FormPreview = ({ definition }: { definition: FormDefinition }) => {
  const { t } = useTranslation('form-builder');
  const [layout, setLayout] = useState<PreviewLayout>('html');
  return (
    <section className={styles.card} aria-labelledby="form-builder-preview">
      <h2 id="form-builder-preview" className={styles.subtitle}>
        {t('preview.title')}
      </h2>
      <fieldset className={styles.switch}>
        <legend className="visually-hidden">{t('preview.layout')}</legend>
        {(['html', 'stepper'] as const).map((option) => (
          <label key={option} className={styles.check}>
            <input
              type="radio"
              name="form-preview-layout"
              checked={layout === option}
              onChange={() => setLayout(option)}
            />
            {t(`preview.${option}`)}
          </label>
        ))}
      </fieldset>
      <AppFormsProvider>
        <FormRenderer
          key={`${layout}-${JSON.stringify(definition)}`}
          definition={definition}
          layout={layout}
          mode="edit"
          ariaLabel={t('preview.title')}
          navLabel={t('preview.stepper')}
          onSubmit={() => undefined}
        />
      </AppFormsProvider>
    </section>
  );
};
