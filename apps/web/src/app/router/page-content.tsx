import type { RouteDefinition } from '@careers/shared';
import { useBootData } from '@/lib/boot-data/index.ts';
import { NotFoundContent } from './not-found-page.tsx';
import { renderPage } from './page-components.ts';

export const PageContent = ({ route }: { route: RouteDefinition }) => {
  const { config } = useBootData();
  return renderPage(route, config) ?? <NotFoundContent />;
};
