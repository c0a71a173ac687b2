import type { Notification } from '@careers/shared';
import { useState } from 'react';
import { Button, Heading, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useMarkAllClicked } from '@/lib/data/notification-marks.ts';
import type { NotificationTab } from '@/lib/data/notifications.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './notification-center.module.css';
import { NotificationList } from './notification-list.tsx';

export type NotificationPanelProps = {
  hasActionRequiredTab: boolean;
  isFullscreen: boolean;
  onOpen: (notification: Notification) => void;
  onClose: () => void;
};

/** Title 'Notifications', tabs 'All' and (when configured) 'Action required', the list. */
export const NotificationPanel = (props: NotificationPanelProps) => {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useState<NotificationTab>('all');
  const markAllClicked = useMarkAllClicked();
  // the action-required tab cannot be chosen when the tenant configured no action-required type
  const handleSelection = (key: Key) => {
    setTab(key === 'action_required' && props.hasActionRequiredTab ? 'action_required' : 'all');
  };
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {t('title')}
        </Heading>
        <Button className={styles.textButton} onPress={() => markAllClicked.mutate()}>
          {t('markAllRead')}
        </Button>
        {props.isFullscreen ? (
          <Button className={styles.closeButton} aria-label={t('close')} onPress={props.onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        ) : null}
      </div>
      <Tabs className={styles.tabs} selectedKey={tab} onSelectionChange={handleSelection}>
        <TabList className={styles.tabList} aria-label={t('tabs.label')}>
          <Tab className={styles.tab} id="all">
            {t('tabs.all')}
          </Tab>
          {props.hasActionRequiredTab ? (
            <Tab className={styles.tab} id="action_required">
              {t('tabs.actionRequired')}
            </Tab>
          ) : null}
        </TabList>
        <TabPanel className={styles.tabPanel} id="all">
          <NotificationList tab="all" onOpen={props.onOpen} />
        </TabPanel>
        {props.hasActionRequiredTab ? (
          <TabPanel className={styles.tabPanel} id="action_required">
            <NotificationList tab="action_required" onOpen={props.onOpen} />
          </TabPanel>
        ) : null}
      </Tabs>
    </div>
  );
};
