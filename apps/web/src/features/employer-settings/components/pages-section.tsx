import type { SiteSettings } from '@careers/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePageName } from '@/lib/i18n/use-page-name.ts';
import type { FieldErrors } from '../lib/field-errors.ts';
import {
  bannerOrNothing,
  heroOrNothing,
  linesOf,
  withPageValue,
  type PageKey,
} from '../lib/page-settings.ts';
import { FieldShell } from './field-shell.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TextSetting } from './text-setting.tsx';
import styles from './settings.module.css';

/**
 * The pages a candidate reaches, in the order of their journey. Settings stored for another page
 * id stay as they are.
 */
const NAMED_PAGES = [
  'jobs',
  'singlePosition',
  'dashboard',
  'applications',
  'interviews',
  'events',
  'offers',
  'offer',
  'offerLetter',
  'savedJobs',
  'profile',
  'settings',
  'documentCenter',
  'formView',
  'onboarding',
  'applyPage',
  'exportResume',
  'login',
] as const satisfies readonly PageKey[];

type Props = {
  value: SiteSettings;
  errors: FieldErrors;
  onChange: (value: SiteSettings) => void;
};

/** Per page (or the default for every page): the title, the banner, the hero image and head scripts. */
export const PagesSection = ({ value, errors, onChange }: Props) => {
  const { t } = useTranslation('employer-settings');
  const pageName = usePageName();
  const [page, setPage] = useState<PageKey>('jobs');
  // The kind chosen for a banner that has no text yet (an empty banner is not stored).
  const [newBannerType, setNewBannerType] = useState<'info' | 'alert'>('info');
  const { branding } = value;
  const banner = branding.banners[page] ?? { type: newBannerType, html: '' };
  const hero = branding.heroImages[page] ?? { desktop: '', alt: '' };
  const scripts = value.scriptConfig.pageLoadHeadScripts[page] ?? [];
  const setBanner = (next: typeof banner) => {
    setNewBannerType(next.type);
    onChange({
      ...value,
      branding: {
        ...branding,
        banners: withPageValue(branding.banners, page, bannerOrNothing(next)),
      },
    });
  };
  const setHero = (next: typeof hero) =>
    onChange({
      ...value,
      branding: {
        ...branding,
        heroImages: withPageValue(branding.heroImages, page, heroOrNothing(next)),
      },
    });
  const heroField = (key: 'desktop' | 'tablet' | 'phone' | 'alt') => (
    <TextSetting
      path={`branding.heroImages.${page}.${key}`}
      label={t(`pages.hero.${key}`)}
      dir={key === 'alt' ? 'auto' : 'ltr'}
      value={hero[key]}
      errors={errors}
      onChange={(text) => setHero({ ...hero, [key]: text })}
    />
  );
  return (
    <SettingsSection title={t('pages.title')} description={t('pages.description')}>
      <FieldShell path="pages.page" label={t('pages.page')} errors={errors}>
        {(control) => (
          <select
            {...control}
            value={page}
            onChange={(event) => setPage(event.target.value as PageKey)}
          >
            <option value="default">{t('pages.default')}</option>
            {NAMED_PAGES.map((id) => (
              <option key={id} value={id}>
                {pageName(id)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextSetting
        path={`seo.pageTitles.${page}`}
        label={t('pages.seoTitle')}
        value={value.seo.pageTitles[page]}
        errors={errors}
        onChange={(title) =>
          onChange({
            ...value,
            seo: {
              ...value.seo,
              pageTitles: withPageValue(value.seo.pageTitles, page, title || undefined),
            },
          })
        }
      />
      <fieldset className={styles.fieldset}>
        <legend>{t('pages.banner.legend')}</legend>
        <FieldShell
          path={`branding.banners.${page}.type`}
          label={t('pages.banner.type')}
          errors={errors}
        >
          {(control) => (
            <select
              {...control}
              value={banner.type}
              onChange={(event) =>
                setBanner({ ...banner, type: event.target.value as 'info' | 'alert' })
              }
            >
              <option value="info">{t('pages.banner.info')}</option>
              <option value="alert">{t('pages.banner.alert')}</option>
            </select>
          )}
        </FieldShell>
        <TextSetting
          path={`branding.banners.${page}.html`}
          label={t('pages.banner.html')}
          rows={3}
          dir="ltr"
          value={banner.html}
          errors={errors}
          onChange={(html) => setBanner({ ...banner, html })}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('pages.hero.legend')}</legend>
        {heroField('desktop')}
        {heroField('tablet')}
        {heroField('phone')}
        {heroField('alt')}
      </fieldset>
      <TextSetting
        path={`scriptConfig.pageLoadHeadScripts.${page}`}
        label={t('pages.scripts')}
        hint={t('pages.scriptsHint')}
        rows={3}
        dir="ltr"
        value={scripts.join('\n')}
        errors={errors}
        onChange={(text) =>
          onChange({
            ...value,
            scriptConfig: {
              pageLoadHeadScripts: withPageValue(
                value.scriptConfig.pageLoadHeadScripts,
                page,
                linesOf(text).length ? text.split('\n') : undefined,
              ),
            },
          })
        }
      />
    </SettingsSection>
  );
};
