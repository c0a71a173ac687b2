import { sectionsOfProduct, tokensOfProduct, type ThemeProduct } from '@careers/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { usePublishedTheme } from '../api/theme.ts';
import { ProductSwitch } from './product-switch.tsx';
import { PublishBar } from './publish-bar.tsx';
import styles from './theme-builder.module.css';
import { ThemeHistory } from './theme-history.tsx';
import { ThemeSection } from './theme-section.tsx';
import { useLivePreview } from './use-live-preview.ts';
import { useThemeDraft } from './use-theme-draft.ts';

/** The panel over the live site: product, editor sections, publish, history. */
export const ThemePanel = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('theme-builder');
  const { config } = useBootData();
  const published = usePublishedTheme();
  const { draft, isDirty, setToken, discard } = useThemeDraft(published.data?.theme);
  const [product, setProduct] = useState<ThemeProduct>('pcsx');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const pageTokens = config.branding.theme;
  useLivePreview(draft, pageTokens);
  const values = { ...pageTokens, ...tokensOfProduct(draft, product) };
  const errorsOfProduct = Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([key]) => key.startsWith(`${product}.`))
      .map(([key, message]) => [key.slice(product.length + 1), message]),
  );
  return (
    <aside className={styles.panel} aria-labelledby="theme-builder-title">
      <header className={styles.header}>
        <h2 id="theme-builder-title" className={styles.title}>
          {t('title')}
        </h2>
        <Button variant="ghost" onPress={onClose}>
          {t('close')}
        </Button>
      </header>
      {published.isPending && <p className={styles.hint}>{t('loading')}</p>}
      {published.isError && <p className={styles.fail}>{t('loadFailed')}</p>}
      {published.isSuccess && (
        <>
          <ProductSwitch product={product} onChange={setProduct} />
          <div className={styles.sections}>
            {sectionsOfProduct(product).map((section) => (
              <ThemeSection
                key={section}
                section={section}
                values={values}
                isOpen={section === 'core_properties'}
                fieldErrors={errorsOfProduct}
                onChange={(name, value) => setToken(product, name, value)}
              />
            ))}
            <ThemeHistory onReverted={discard} />
          </div>
          <PublishBar
            draft={draft}
            baseVersion={published.data.version}
            isDirty={isDirty}
            onDiscard={() => {
              discard();
              setFieldErrors({});
            }}
            onPublished={discard}
            onFieldErrors={setFieldErrors}
          />
        </>
      )}
    </aside>
  );
};
