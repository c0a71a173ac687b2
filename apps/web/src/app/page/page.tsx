import type { RouteDefinition } from '@careers/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useBootData } from '@/lib/boot-data/index.ts';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { LazyProfileBootstrappingScreen } from '../lazy-features.ts';
import { pageAccess } from '../login/route-protection.ts';
import { PageContent } from '../router/page-content.tsx';
import { usePagePreload } from '../router/preload-page.ts';
import { PageFrame } from './page-frame.tsx';
import { SignInRequired } from './sign-in-required.tsx';

/** The element of every route-table entry (ROUTES in @careers/shared). */
export const Page = ({ route }: { route: RouteDefinition }) => {
  const bootData = useBootData();
  const queryClient = useQueryClient();
  const access = pageAccess(route.protection, bootData);
  usePagePreload(route);

  if (access === 'bootstrap') {
    return (
      <PageFrame pageId="ProfileBootstrapping" hasFooter={route.hasFooter}>
        <LazyProfileBootstrappingScreen onDone={() => void refreshBootData(queryClient)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame pageId={route.pageId} hasFooter={route.hasFooter}>
      {access === 'sign-in' ? <SignInRequired /> : <PageContent route={route} />}
    </PageFrame>
  );
};
