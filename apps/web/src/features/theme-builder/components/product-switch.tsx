import { THEME_PRODUCTS, type ThemeProduct } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './theme-builder.module.css';

/** Which product's tokens the sections edit: the careers site (pcsx) or every product (default). */
export const ProductSwitch = ({
  product,
  onChange,
}: {
  product: ThemeProduct;
  onChange: (product: ThemeProduct) => void;
}) => {
  const { t } = useTranslation('theme-builder');
  return (
    <fieldset className={styles.products}>
      <legend className={styles.label}>{t('product.label')}</legend>
      {THEME_PRODUCTS.map((option) => (
        <label key={option} className={styles.productOption}>
          <input
            type="radio"
            name="theme-product"
            value={option}
            checked={product === option}
            onChange={() => onChange(option)}
          />
          {t(`product.${option}`)}
        </label>
      ))}
    </fieldset>
  );
};
