import { ContentPage } from '@/components/content-page/content-page.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DashboardSections } from '../components/dashboard-sections.tsx';
import { NextThings } from '../components/next-things.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';
import type { DashboardPanels } from '../dashboard-panels.ts';

/**
 * /careers/dashboardv2, and /careers/dashboard when `dashboardConfig.useV2`: the same lists as
 * the tabs, laid out as summary cards with counts, the next three things to do, then each list.
 */
export const DashboardV2Page = ({ panels }: { panels: DashboardPanels }) => {
  const { t } = useTranslation('dashboard');
  return (
    <ContentPage heading={t('heading')} intro={t('intro')}>
      <SummaryCards panels={panels} />
      <NextThings />
      <DashboardSections panels={panels} />
    </ContentPage>
  );
};
