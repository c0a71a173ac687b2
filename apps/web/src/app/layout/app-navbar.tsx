import { Suspense } from 'react';
import { Navbar } from '@/components/navbar/navbar.tsx';
import { withDomain } from '@/components/navbar/nav-href.ts';
import { useBootData } from '@/lib/boot-data/index.ts';
import { careersHref, withPageLanguage } from '@/lib/i18n/page-language-links.ts';
import { useLoginModal } from '@/lib/login-modal/index.ts';
import { LazyNotificationSlot } from '../lazy-features.ts';

/** The navbar fed from boot data: custom links per signed-in state, account links per tenant. */
export const AppNavbar = () => {
  const { config, domain, isLoggedIn, user } = useBootData();
  const { openLoginModal } = useLoginModal();
  const navbarConfig = config.branding.customPageSections.customNavbarConfig;
  const links = ((isLoggedIn ? navbarConfig?.loggedIn : navbarConfig?.loggedOut) ?? []).map(
    (link) => ({ label: link.label, href: withPageLanguage(withDomain(link.href, domain)) }),
  );
  return (
    <Navbar
      companyName={config.branding.companyName}
      logoUrl={config.branding.logoUrl}
      homeHref={careersHref('/', domain)}
      links={links}
      user={isLoggedIn ? user : null}
      canSignIn={config.loginSignupConfig.candidateLoginEnabled}
      onSignIn={() => openLoginModal()}
      accountLinks={{
        dashboard: careersHref('/dashboard', domain),
        profile: careersHref('/profile', domain),
        offers: careersHref('/offers', domain),
        settings: careersHref('/settings', domain),
        signOut: withPageLanguage(`/logout?${new URLSearchParams({ domain }).toString()}`),
      }}
      notificationSlot={
        <Suspense fallback={null}>
          <LazyNotificationSlot />
        </Suspense>
      }
    />
  );
};
