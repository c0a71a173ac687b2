import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { SkipLink } from '@/components/skip-link/skip-link.tsx';
import { LoginModalController } from '../login/login-modal-controller.tsx';
import styles from './app-layout.module.css';
import { AppNavbar } from './app-navbar.tsx';
import { ShellBanners } from './shell-banners.tsx';
import { SignedInGates } from './signed-in-gates.tsx';
import { useKeepLanguage } from './use-keep-language.ts';
import { ThemeBuilderMount } from './theme-builder-mount.tsx';

/** The shell around every page: skip link, banners, navbar, the page, login modal and gates. */
export const AppLayout = () => {
  const navigate = useNavigate();
  useKeepLanguage();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <LoginModalController>
        <div className={styles.shell}>
          <SkipLink />
          <ShellBanners />
          <AppNavbar />
          <Outlet />
        </div>
        <SignedInGates />
        <ThemeBuilderMount />
      </LoginModalController>
    </AriaRouterProvider>
  );
};
