import { THEME_TOKENS, type ThemeSection as Section, type ThemeTokenValues } from '@careers/shared';
import { useTranslation } from '@/lib/i18n/index.ts';
import styles from './theme-builder.module.css';
import { TokenControl } from './token-control.tsx';

type ThemeSectionProps = {
  section: Section;
  values: ThemeTokenValues;
  isOpen?: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
};

/** One editor section: a disclosure with the controls of its tokens. */
export const ThemeSection = ({
  section,
  values,
  isOpen,
  fieldErrors,
  onChange,
}: ThemeSectionProps) => {
  const { t } = useTranslation('theme-builder');
  const tokens = THEME_TOKENS.filter((token) => token.section === section);
  return (
    <details className={styles.section} open={isOpen} data-section={section}>
      <summary className={styles.summary}>{t(`section.${section}`)}</summary>
      <fieldset className={styles.fields}>
        <legend className="visually-hidden">{t(`section.${section}`)}</legend>
        {tokens.map((token) => (
          <TokenControl
            key={token.name}
            token={token}
            values={values}
            serverError={fieldErrors[token.name]}
            onChange={onChange}
          />
        ))}
      </fieldset>
    </details>
  );
};
