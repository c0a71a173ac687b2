import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { FormField } from '../renderer/form-field.tsx';
import { FormSectionBlock } from './form-section.tsx';
import type { LayoutProps } from './simple-form-layout.tsx';
import styles from './layouts.module.css';

/** Each item's label, description and optional image ('Form image'), then the actions. */
export function HtmlFormLayout({ sections, actions, metaItems, bottomItems }: LayoutProps) {
  const { ui } = useFormsI18n();
  return (
    <div className={styles.form}>
      {metaItems}
      {sections.map((entry) => (
        <FormSectionBlock key={entry.id} entry={entry}>
          {entry.section.items.map((item) => (
            <div key={item.name} className={styles.htmlItem}>
              <FormField item={item} />
              {item.image ? (
                <img className={styles.htmlImage} src={item.image} alt={ui('formImage')} />
              ) : null}
            </div>
          ))}
        </FormSectionBlock>
      ))}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {bottomItems}
    </div>
  );
}
