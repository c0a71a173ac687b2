import { FormField } from '../renderer/form-field.tsx';
import { FormSectionBlock } from './form-section.tsx';
import type { LayoutProps } from './simple-form-layout.tsx';
import styles from './layouts.module.css';

/** Each item's label, description and optional image ('Form image', drawn by the field shell), then the actions. */
export function HtmlFormLayout({ sections, actions, metaItems, bottomItems }: LayoutProps) {
  return (
    <div className={styles.form}>
      {metaItems}
      {sections.map((entry) => (
        <FormSectionBlock key={entry.id} entry={entry}>
          {entry.section.items.map((item) => (
            <FormField key={item.name} item={item} />
          ))}
        </FormSectionBlock>
      ))}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {bottomItems}
    </div>
  );
}
