import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { AppFormsProvider } from '@/lib/forms/app-forms-provider.tsx';
import { FormQueryPage } from '@/lib/forms/form-query-page.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResumePrefill } from '../components/resume-prefill.tsx';
import { useApplyForm } from '../api/get-apply-form.ts';
import { useCartPositions } from '../api/get-cart-positions.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { ApplicationSent } from '../components/application-sent.tsx';
import { parsePositionIds } from '../lib/position-ids.ts';

/**
 * /careers/apply?pid=… and /careers/apply/private?pid=… : the application for one position, or
 * for every position of the job cart (pid comma-joined), answered once.
 */
export const ApplyPage = () => {
  const { t } = useTranslation('apply');
  const [params] = useSearchParams();
  const [firstId, ...otherIds] = parsePositionIds(params.get('pid'));
  const query = useApplyForm(firstId);
  const others = useCartPositions(otherIds);
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const texts = {
    none: { heading: t('noPosition.heading'), text: t('noPosition.text') },
    missing: { heading: t('missing.heading'), text: t('missing.text') },
    closed: { heading: t('closed.heading'), text: t('closed.text') },
    loading: t('loading'),
  };

  if (sentTo) return <ApplicationSent positionNames={sentTo} />;
  return (
    <FormQueryPage hasKey={firstId !== undefined} query={query} texts={texts}>
      {({ form, position, prefill, response }) => {
        const positions = [position, ...others.positions];
        const names = positions.map((entry) => entry.name);
        return (
          <ContentPage
            heading={
              positions.length > 1
                ? t('headingMany', { count: positions.length })
                : t('heading', { position: position.name })
            }
            intro={response ? t('resumed') : t('intro')}
          >
            {positions.length > 1 ? (
              <p>{t('cartPositions', { positions: names.join(', ') })}</p>
            ) : null}
            <ResumePrefill />
            <AppFormsProvider>
              <ApplicationForm
                key={`${response?.updated_at ?? 'new'}:${names.join()}`}
                positions={positions}
                definition={form.definition}
                answers={{ ...prefill, ...response?.answers }}
                onApplied={() => setSentTo(names)}
              />
            </AppFormsProvider>
          </ContentPage>
        );
      }}
    </FormQueryPage>
  );
};
