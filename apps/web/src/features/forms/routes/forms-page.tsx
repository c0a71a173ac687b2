import { useSearchParams } from 'react-router';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { FormQueryPage } from '@/lib/forms/form-query-page.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useForm } from '../api/get-form.ts';
import { CandidateForm } from '../components/candidate-form.tsx';

/** /careers/forms?form_id=… : one form, to fill in (or read back once submitted). */
export const FormsPage = () => {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const formId = params.get('form_id')?.trim() ?? '';
  const query = useForm(formId);
  const texts = {
    none: { heading: t('none.heading'), text: t('none.text') },
    missing: { heading: t('missing.heading'), text: t('missing.text') },
    loading: t('loading'),
  };
  return (
    <FormQueryPage hasKey={formId !== ''} query={query} texts={texts}>
      {({ form, status, response }) => (
        <ContentPage heading={form.title}>
          <AppFormsProvider>
            <CandidateForm
              key={`${form.form_id}:${response?.updated_at ?? ''}`}
              formId={form.form_id}
              title={form.title}
              definition={form.definition}
              status={status}
              answers={response?.answers}
              submittedAt={response?.status === 'submitted' ? response.updated_at : null}
            />
          </AppFormsProvider>
        </ContentPage>
      )}
    </FormQueryPage>
  );
};
