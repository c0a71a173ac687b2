import { LanguageSwitcher } from '@/components/language-switcher/language-switcher.tsx';
import { SanitizedHtml } from '@/components/sanitized-html/sanitized-html.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './footer.module.css';

export const PRODUCT_NAME = 'Careers Site';

type FooterProps = { customHtml?: string | undefined };

/** The tenant's footer HTML (sanitised), the language switcher, then the 'Powered by' line. */
export const Footer = ({ customHtml }: FooterProps) => {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {customHtml ? <SanitizedHtml className={styles.custom} html={customHtml} /> : null}
        <LanguageSwitcher placement="footer" />
        <p className={styles.poweredBy}>{t('footer.poweredBy', { product: PRODUCT_NAME })}</p>
      </div>
    </footer>
  );
};
