import type { DashboardTab } from '@careers/shared';
import type { ComponentType } from 'react';

/**
 * One dashboard tab: its list, and the count the v2 summary shows (undefined while loading).
 * The app layer fills these from the features that own each list.
 */
export type DashboardPanel = { Panel: ComponentType; useCount: () => number | undefined };
export type DashboardPanels = Record<DashboardTab, DashboardPanel>;
