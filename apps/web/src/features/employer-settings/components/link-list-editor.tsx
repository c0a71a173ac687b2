import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import { TextSetting } from './text-setting.tsx';
import styles from './settings.module.css';

type NavLink = { label: string; href: string };

type Props = {
  /** The list's path (`branding.customPageSections.customNavbarConfig.loggedIn`). */
  path: string;
  legend: string;
  links: NavLink[];
  errors: FieldErrors;
  onChange: (links: NavLink[]) => void;
};

/** A list of navbar links: label and address each, added and removed. */
export const LinkListEditor = ({ path, legend, links, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-settings');
  const replace = (index: number, link: NavLink) =>
    onChange(links.map((current, at) => (at === index ? link : current)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {links.length === 0 ? <p className={styles.hint}>{t('navbar.empty')}</p> : null}
      {links.map((link, index) => (
        <div key={index} className={styles.row}>
          <TextSetting
            path={`${path}.${index}.label`}
            label={t('navbar.label', { number: index + 1 })}
            value={link.label}
            errors={errors}
            onChange={(label) => replace(index, { ...link, label })}
          />
          <TextSetting
            path={`${path}.${index}.href`}
            label={t('navbar.href', { number: index + 1 })}
            dir="ltr"
            value={link.href}
            errors={errors}
            onChange={(href) => replace(index, { ...link, href })}
          />
          <Button
            variant="secondary"
            aria-label={t('navbar.remove', { number: index + 1 })}
            onPress={() => onChange(links.filter((_, at) => at !== index))}
          >
            {t('remove')}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onPress={() => onChange([...links, { label: '', href: '' }])}>
        {t('navbar.add')}
      </Button>
    </fieldset>
  );
};
