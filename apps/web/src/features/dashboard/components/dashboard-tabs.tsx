import type { DashboardTab } from '@careers/shared';
import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { DashboardPanels } from '../dashboard-panels.ts';
import styles from './dashboard.module.css';
import { useDashboardTabs } from './use-dashboard-tabs.ts';

/**
 * The dashboard's tabs (React Aria: arrow keys move between them). Only the open tab's panel is
 * rendered, so each list loads when it is opened, and one that fails leaves the others alone.
 */
export const DashboardTabs = ({ panels }: { panels: DashboardPanels }) => {
  const { t } = useTranslation('dashboard');
  const { tabs, selected, select } = useDashboardTabs();
  const listRef = useRef<HTMLDivElement>(null);
  // on a phone the row of tabs scrolls: the one the address names must be in view
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  if (!selected) return null;
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => select(key as DashboardTab)}>
      <TabList ref={listRef} className={styles.tabs} aria-label={t('tabsLabel')}>
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} className={styles.tab}>
            {t(`tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => {
        const { Panel } = panels[tab];
        return (
          <TabPanel key={tab} id={tab} className={styles.panel}>
            {/* the lists' own headings are h3: this keeps the outline whole */}
            <h2 className="visually-hidden">{t(`tabs.${tab}`)}</h2>
            <Panel />
          </TabPanel>
        );
      })}
    </Tabs>
  );
};
