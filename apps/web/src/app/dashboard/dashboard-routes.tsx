import { DashboardPage } from '@/features/dashboard/routes/dashboard-page.tsx';
import { DashboardV2Page } from '@/features/dashboard/routes/dashboard-v2-page.tsx';
import { DASHBOARD_PANELS } from './dashboard-panels.ts';

/** The dashboard pages with every feature's list (a lazy chunk of their own). */
export const DashboardRoute = () => <DashboardPage panels={DASHBOARD_PANELS} />;
export const DashboardV2Route = () => <DashboardV2Page panels={DASHBOARD_PANELS} />;
