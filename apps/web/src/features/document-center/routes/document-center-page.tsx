import { Button } from '@/components/button/button.tsx';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useFormsList } from '@/lib/data/forms-list.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { FormsCentre } from '../components/forms-centre.tsx';
import styles from '../components/forms-centre.module.css';

/** /careers/forms/center : the forms the employer asked the candidate to complete. */
export const DocumentCenterPage = () => {
  const { t } = useTranslation('document-center');
  const query = useFormsList();
  return (
    <ContentPage heading={t('heading')} intro={t('intro')}>
      {query.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : query.isError ? (
        <StatusPanel
          headingId="forms-centre-error"
          heading={t('error.heading')}
          tone="danger"
          role="alert"
          texts={[query.error.message]}
          actions={<Button onPress={() => void query.refetch()}>{t('error.retry')}</Button>}
        />
      ) : query.data.forms.length ? (
        <FormsCentre data={query.data} />
      ) : (
        <p className={styles.empty}>{t('empty.all')}</p>
      )}
    </ContentPage>
  );
};
