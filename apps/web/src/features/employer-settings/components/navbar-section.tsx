import type { SiteSettings } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { LinkListEditor } from './link-list-editor.tsx';
import { SettingsSection } from './settings-section.tsx';

type Navbar = NonNullable<SiteSettings['branding']['customPageSections']['customNavbarConfig']>;
const PATH = 'branding.customPageSections.customNavbarConfig';

/** The navbar's links for signed-in candidates and for visitors. */
export const NavbarSection = ({
  value,
  errors,
  onChange,
}: {
  value: Navbar | undefined;
  errors: FieldErrors;
  onChange: (value: Navbar) => void;
}) => {
  const { t } = useTranslation('employer-settings');
  const navbar = value ?? { loggedIn: [], loggedOut: [] };
  return (
    <SettingsSection title={t('navbar.title')} description={t('navbar.description')}>
      <LinkListEditor
        path={`${PATH}.loggedOut`}
        legend={t('navbar.loggedOut')}
        links={navbar.loggedOut}
        errors={errors}
        onChange={(loggedOut) => onChange({ ...navbar, loggedOut })}
      />
      <LinkListEditor
        path={`${PATH}.loggedIn`}
        legend={t('navbar.loggedIn')}
        links={navbar.loggedIn}
        errors={errors}
        onChange={(loggedIn) => onChange({ ...navbar, loggedIn })}
      />
    </SettingsSection>
  );
};
