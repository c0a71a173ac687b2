import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { FormLoadFailure } from '@/lib/forms/form-load-failure.tsx';
import { useForm } from '../api/get-form.ts';
import { CandidateForm } from '../components/candidate-form.tsx';

/** /careers/forms?form_id=… : one form, to fill in (or read back once submitted). */
export const FormsPage = () => {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const formId = params.get('form_id')?.trim() ?? '';
  const query = useForm(formId);

  if (!formId)
    return (
      <StatusPanel
        headingId="forms-none-heading"
        heading={t('none.heading')}
        texts={[t('none.text')]}
        actions={null}
      />
    );
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  if (query.isError)
    return (
      <FormLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        missing={{ heading: t('missing.heading'), text: t('missing.text') }}
      />
    );

  const { form, status, response } = query.data;
  return (
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
  );
};
