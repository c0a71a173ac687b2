import type { DashboardTab } from '@careers/shared';
import { useSearchParams } from 'react-router';
import { useBootData } from '@/lib/boot-data/index.ts';

/**
 * The tenant's dashboard tabs, in its order (referrals only where the site takes them), and the
 * one the address names in `tab` (else the first); choosing a tab rewrites the address.
 */
export const useDashboardTabs = () => {
  const { config } = useBootData();
  const [params, setParams] = useSearchParams();
  const tabs = config.dashboardConfig.tabs.filter(
    (tab) => tab !== 'referrals' || config.referralWithCandidateApplicationGate,
  );
  const requested = params.get('tab');
  const selected = tabs.find((tab) => tab === requested) ?? tabs[0];
  const select = (tab: DashboardTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return { tabs, selected, select };
};
