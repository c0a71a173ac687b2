import { useTranslation } from '@/lib/i18n/index.ts';
import type { DashboardPanels } from '../dashboard-panels.ts';
import styles from './dashboard.module.css';
import { useDashboardTabs } from './use-dashboard-tabs.ts';

/** The v2 dashboard's lists, one section each (the nudges are above, as the next things to do). */
export const DashboardSections = ({ panels }: { panels: DashboardPanels }) => {
  const { t } = useTranslation('dashboard');
  const { tabs } = useDashboardTabs();
  return tabs
    .filter((tab) => tab !== 'nudges')
    .map((tab) => {
      const { Panel } = panels[tab];
      return (
        <section key={tab} id={`section-${tab}`} aria-labelledby={`heading-${tab}`}>
          <h2 id={`heading-${tab}`} className={styles.sectionHeading}>
            {t(`tabs.${tab}`)}
          </h2>
          <Panel />
        </section>
      );
    });
};
