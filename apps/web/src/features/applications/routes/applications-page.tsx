import { Button } from '@/components/button/button.tsx';
import { ContentPage } from '@/components/content-page/content-page.tsx';
import { PageSpinner } from '@/components/spinner/page-spinner.tsx';
import { StatusPanel } from '@/components/status-panel/status-panel.tsx';
import { useApplications, useDraftApplications } from '@/lib/data/applications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ApplicationList } from '../components/application-list.tsx';
import { DraftList } from '../components/draft-list.tsx';
import styles from './applications-page.module.css';

/** /careers/applications : drafts to finish, applications in progress, and those that are over. */
export const ApplicationsPage = () => {
  const { t } = useTranslation('applications');
  const applications = useApplications();
  const drafts = useDraftApplications();
  const failed = applications.error ?? drafts.error;

  const body = () => {
    if (applications.isPending || drafts.isPending) return <PageSpinner label={t('loading')} />;
    if (failed)
      return (
        <StatusPanel
          headingId="applications-error"
          heading={t('error.heading')}
          tone="danger"
          role="alert"
          texts={[failed.message]}
          actions={
            <Button onPress={() => void Promise.all([applications.refetch(), drafts.refetch()])}>
              {t('error.retry')}
            </Button>
          }
        />
      );
    const { applications: active, inactiveApplications } = applications.data!;
    if (!active.length && !inactiveApplications.length && !drafts.data!.length)
      return <p className={styles.empty}>{t('empty')}</p>;
    const sections = [
      { id: 'drafts', items: drafts.data!.length, list: <DraftList drafts={drafts.data!} /> },
      { id: 'active', items: active.length, list: <ApplicationList applications={active} /> },
      {
        id: 'inactive',
        items: inactiveApplications.length,
        list: <ApplicationList applications={inactiveApplications} />,
      },
    ];
    return sections
      .filter((section) => section.items > 0)
      .map((section) => (
        <section
          key={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {t(`sections.${section.id}`)}
          </h2>
          {section.list}
        </section>
      ));
  };

  return <ContentPage heading={t('heading')}>{body()}</ContentPage>;
};
