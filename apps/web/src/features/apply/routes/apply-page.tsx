import { parsePositionId } from '@careers/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { FormQueryPage } from '@/lib/forms/form-query-page.tsx';
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
  const texts = {
    none: { heading: t('noPosition.heading'), text: t('noPosition.text') },
    missing: { heading: t('missing.heading'), text: t('missing.text') },
    closed: { heading: t('closed.heading'), text: t('closed.text') },
    loading: t('loading'),
  };

  if (sentTo) return <ApplicationSent positionName={sentTo} />;
  return (
    <FormQueryPage hasKey={positionId !== undefined} query={query} texts={texts}>
      {({ form, position, prefill, response }) => (
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
      )}
    </FormQueryPage>
  );
};
