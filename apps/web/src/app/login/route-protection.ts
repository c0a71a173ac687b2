import type { BootData, RouteDefinition, TenantConfig } from '@careers/shared';

/** A route needs a session 'always', or on the apply pages when the tenant disables logged-out apply. */
export const isRouteProtected = (
  protection: RouteDefinition['protection'],
  config: TenantConfig,
): boolean =>
  protection === 'always' ||
  (protection === 'unlessLoggedOutApply' && !config.applyConfig.loggedOutApplyEnabled);

export type PageAccess = 'sign-in' | 'bootstrap' | 'page';

/**
 * What the shell shows for a route: the login modal over an empty page for a visitor on a
 * protected route; the profile bootstrapping screen for a signed-in candidate who is not
 * bootstrapped while bootstrapping is on; else the page.
 */
export const pageAccess = (
  protection: RouteDefinition['protection'],
  bootData: BootData,
): PageAccess => {
  if (!bootData.isLoggedIn) {
    return isRouteProtected(protection, bootData.config) ? 'sign-in' : 'page';
  }
  const { bootstrappingConfig, isBootstrapped } = bootData.onboardingData;
  return bootstrappingConfig.enabled && !isBootstrapped ? 'bootstrap' : 'page';
};

/** `show_login_modal=1|true` on any page opens the login modal. */
export const SHOW_LOGIN_MODAL_PARAM = 'show_login_modal';

export const wantsLoginModal = (search: URLSearchParams): boolean => {
  const value = search.get(SHOW_LOGIN_MODAL_PARAM)?.trim().toLowerCase();
  return value === '1' || value === 'true';
};
