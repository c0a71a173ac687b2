import type { DashboardTab } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DashboardPanel, DashboardPanels } from '../dashboard-panels.ts';
import styles from './summary-cards.module.css';
import { useDashboardTabs } from './use-dashboard-tabs.ts';

const SummaryCard = ({
  tab,
  useCount,
}: {
  tab: DashboardTab;
  useCount: DashboardPanel['useCount'];
}) => {
  const { t } = useTranslation('dashboard');
  const count = useCount();
  return (
    <li className={styles.card}>
      <a className={styles.link} href={tab === 'nudges' ? '#dashboard-next' : `#section-${tab}`}>
        <span className={styles.count} aria-hidden={count === undefined}>
          {count ?? '–'}
        </span>
        <span className={styles.label}>{t(`tabs.${tab}`)}</span>
      </a>
    </li>
  );
};

/** One card per list with how many it holds, each a link to its section below. */
export const SummaryCards = ({ panels }: { panels: DashboardPanels }) => {
  const { t } = useTranslation('dashboard');
  const { tabs } = useDashboardTabs();
  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary" className="visually-hidden">
        {t('tabsLabel')}
      </h2>
      <ul className={styles.cards}>
        {tabs.map((tab) => (
          <SummaryCard key={tab} tab={tab} useCount={panels[tab].useCount} />
        ))}
      </ul>
    </section>
  );
};
