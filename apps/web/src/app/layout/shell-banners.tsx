import { NoticeBanner } from '@/components/banners/notice-banner.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';

/** Above the navbar: the implementation-phase banner and the instance banner. */
export const ShellBanners = () => {
  const { t } = useTranslation('shell');
  const { config, instanceBannerData } = useBootData();
  const instanceText = instanceBannerData.displayText.trim();
  return (
    <>
      {config.implementationPhase ? (
        <NoticeBanner tone="warning">{t('banner.implementationPhase')}</NoticeBanner>
      ) : null}
      {instanceBannerData.displayBanner && instanceText ? (
        <NoticeBanner tone="info" label={t('banner.instance')}>
          {instanceText}
        </NoticeBanner>
      ) : null}
    </>
  );
};
