import { parsePositionId } from '@careers/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { FormLoadFailure } from '@/lib/forms/form-load-failure.tsx';
import { useApplyForm } from '../api/get-apply-form.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { ApplicationSent } from '../components/application-sent.tsx';

/** /careers/apply?pid=… and /careers/apply/private?pid=… : the application for one position. */
export const ApplyPage = () => {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const positionId = parsePositionId(params.get('pid'));
  const query = useApplyForm(positionId);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <ApplicationSent positionName={sentTo} />;
  if (positionId === undefined)
    return (
      <StatusPanel
        headingId="apply-no-position"
        heading={t('noPosition.heading')}
        texts={[t('noPosition.text')]}
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
        closed={{ heading: t('closed.heading'), text: t('closed.text') }}
      />
    );

  const { form, position, prefill, response } = query.data;
  return (
    <ContentPage
      heading={t('heading', { position: position.name })}
      intro={response ? t('resumed') : t('intro')}
    >
      <AppFormsProvider>
        <ApplicationForm
          key={response?.updated_at ?? 'new'}
          positionId={position.id}
          positionName={position.name}
          definition={form.definition}
          answers={{ ...prefill, ...response?.answers }}
          onApplied={() => setSentTo(position.name)}
        />
      </AppFormsProvider>
    </ContentPage>
  );
};
