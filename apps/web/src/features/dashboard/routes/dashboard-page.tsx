import { ContentPage } from '@/components/content-page/content-page.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DashboardTabs } from '../components/dashboard-tabs.tsx';
import type { DashboardPanels } from '../dashboard-panels.ts';

/** /careers/dashboard: the candidate's lists in the tenant's tabs; the address keeps the tab. */
export const DashboardPage = ({ panels }: { panels: DashboardPanels }) => {
  const { t } = useTranslation('dashboard');
  return (
    <ContentPage heading={t('heading')} intro={t('intro')}>
      <DashboardTabs panels={panels} />
    </ContentPage>
  );
};
