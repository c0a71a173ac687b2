import { StatusIcon } from '@/components/status-icon/status-icon.tsx';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html.tsx';
import type { CustomBanner as CustomBannerConfig } from '@/lib/page-config/index.ts';
import styles from './banners.module.css';

/** A page's custom banner from tenant configuration: 'alert' interrupts, 'info' is polite. */
export const CustomBanner = ({ banner }: { banner: CustomBannerConfig }) => {
  return (
    <div
      className={`${styles.banner} ${banner.type === 'alert' ? styles.alert : styles.info}`}
      role={banner.type === 'alert' ? 'alert' : 'status'}
    >
      <StatusIcon
        kind={banner.type === 'alert' ? 'warning' : 'info'}
        className={banner.type === 'alert' ? styles.alertIcon : styles.infoIcon}
      />
      <SanitizedHtml className={styles.content} dir="auto" html={banner.html} />
    </div>
  );
};
