import {
  bootDataSchema,
  tenantConfigSchema,
  type BootData,
  type SessionUser,
  type TenantConfigInput,
} from '@careers/shared';

export const testCandidate: SessionUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullname: 'Ada Lovelace',
  is_admin: false,
  employerRole: null,
  timeZone: null,
};

type BootDataOverrides = Partial<Omit<BootData, 'config'>> & {
  /** Tenant configuration input; branding.companyName defaults to 'Acme'. */
  config?: Partial<TenantConfigInput>;
};

/** Valid boot data for tests: a visitor on tenant acme.example, unless overridden. */
export const makeBootData = ({ config = {}, ...overrides }: BootDataOverrides = {}): BootData =>
  bootDataSchema.parse({
    domain: 'acme.example',
    language: 'en',
    isLoggedIn: false,
    user: null,
    themeBuilderUser: false,
    onboardingData: {
      isOnboarded: true,
      isBootstrapped: true,
      bootstrappingConfig: { enabled: false },
    },
    instanceBannerData: { displayBanner: false, displayText: '' },
    ...overrides,
    config: tenantConfigSchema.parse({
      ...config,
      branding: { companyName: 'Acme', ...config.branding },
    }),
  });

/** The same boot data with a signed-in candidate. */
export const makeSignedInBootData = (
  overrides: BootDataOverrides = {},
  user: SessionUser = testCandidate,
): BootData => makeBootData({ isLoggedIn: true, user, ...overrides });
