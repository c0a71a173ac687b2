import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBootData, useDomain } from '@/lib/boot-data/index.ts';
import { refreshBootData } from '@/lib/data/boot-data.ts';
import { onSessionExpired, registerSignInPrompt, settleSignIn } from '@/lib/http/index.ts';
import { LazyLoginModal } from '../lazy-features.ts';
import { useCurrentRoute } from '../router/current-route.ts';
import { careersHref } from '@/lib/i18n/page-language-links.ts';
import { LoginModalContext, type PendingAction } from '@/lib/login-modal/index.ts';
import { isRouteProtected, SHOW_LOGIN_MODAL_PARAM, wantsLoginModal } from './route-protection.ts';

/**
 * The one login modal of the shell. It opens for a visitor on a protected route (closing it goes
 * to /careers), for `show_login_modal=1|true`, when asked through useLoginModal(), and when the
 * HTTP client reports an expired session. Signing in closes it: boot data then says who is in,
 * and the actions refused for want of a session are sent again; closing it lets them fail. A
 * pending action given to openLoginModal ('Save job' clicked signed out) runs after sign-in when
 * its route is still the page shown, then the page's queries are read again unless skipRefresh.
 */
export const LoginModalController = ({ children }: { children: ReactNode }) => {
  const { isLoggedIn, config } = useBootData();
  const domain = useDomain();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isRequested, setIsRequested] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const pendingAction = useRef<PendingAction | undefined>(undefined);
  const shownPage = useRef(route?.pageId);
  useEffect(() => {
    shownPage.current = route?.pageId;
  });

  const isLoginRequired = route ? isRouteProtected(route.protection, config) : false;
  const isRequestedByUrl = wantsLoginModal(searchParams);
  const isOpen = !isLoggedIn && (isLoginRequired || isRequested || isRequestedByUrl);
  // The modal's code loads the first time it opens, then stays mounted for its close animation.
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(registerSignInPrompt, []);
  useEffect(
    () =>
      onSessionExpired(() => {
        setIsRequested(true);
        void refreshBootData(queryClient);
      }),
    [queryClient],
  );

  const forgetUrlRequest = useCallback(() => {
    if (!isRequestedByUrl) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHOW_LOGIN_MODAL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isRequestedByUrl, setSearchParams]);

  const handleClose = () => {
    pendingAction.current = undefined;
    setIsRequested(false);
    settleSignIn(false);
    if (isLoginRequired) {
      void navigate(careersHref('/', domain));
      return;
    }
    forgetUrlRequest();
  };

  const handleSignedIn = () => {
    setIsRequested(false);
    settleSignIn(true);
    forgetUrlRequest();
    // The visitor's pending action runs if they are still where they asked for it.
    const action = pendingAction.current;
    pendingAction.current = undefined;
    if (!action || (action.route ?? 'login') !== (route?.pageId ?? 'login')) return;
    void Promise.resolve(action.run()).finally(() => {
      if (!action.skipRefresh) void queryClient.invalidateQueries();
    });
  };

  const controls = useMemo(
    () => ({
      openLoginModal: (action?: PendingAction) => {
        // an action without a route belongs to the page it was asked on
        pendingAction.current = action && { route: shownPage.current ?? 'login', ...action };
        setIsRequested(true);
      },
    }),
    [],
  );

  return (
    <LoginModalContext.Provider value={controls}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <LazyLoginModal isOpen={isOpen} onClose={handleClose} onSignedIn={handleSignedIn} />
        </Suspense>
      ) : null}
    </LoginModalContext.Provider>
  );
};
