import { buildCareersUrl } from '@careers/shared';
import { Suspense } from 'react';
import { Navbar } from '@/components/navbar/navbar.tsx';
import { withDomain } from '@/components/navbar/nav-href.ts';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { LazyNotificationSlot } from '../lazy-features.ts';

/** The navbar fed from boot data: custom links per signed-in state, account links per tenant. */
export const AppNavbar = () => {
  const { config, domain, isLoggedIn, user } = useBootData();
  const { openLoginModal } = useLoginModal();
  const navbarConfig = config.branding.customPageSections.customNavbarConfig;
  const links = ((isLoggedIn ? navbarConfig?.loggedIn : navbarConfig?.loggedOut) ?? []).map(
    (link) => ({ label: link.label, href: withDomain(link.href, domain) }),
  );
  return (
    <Navbar
      companyName={config.branding.companyName}
      logoUrl={config.branding.logoUrl}
      homeHref={buildCareersUrl('/', domain)}
      links={links}
      user={isLoggedIn ? user : null}
      canSignIn={config.loginSignupConfig.candidateLoginEnabled}
      onSignIn={() => openLoginModal()}
      accountLinks={{
        dashboard: buildCareersUrl('/dashboard', domain),
        profile: buildCareersUrl('/profile', domain),
        offers: buildCareersUrl('/offers', domain),
        settings: buildCareersUrl('/settings', domain),
        signOut: `/logout?${new URLSearchParams({ domain }).toString()}`,
      }}
      notificationSlot={
        <Suspense fallback={null}>
          <LazyNotificationSlot />
        </Suspense>
      }
    />
  );
};
