import type { ReactNode } from 'react';
import { FormField } from '../renderer/form-field.tsx';
import { FormSectionBlock } from './form-section.tsx';
import type { VisibleSection } from './use-visible-sections.ts';
import styles from './layouts.module.css';

export type LayoutProps = {
  sections: VisibleSection[];
  actions: ReactNode;
  metaItems?: ReactNode;
  bottomItems?: ReactNode;
};

/** Sections in a column, meta items above, actions to the right, bottom items below. */
export function SimpleFormLayout({ sections, actions, metaItems, bottomItems }: LayoutProps) {
  return (
    <div className={styles.form}>
      {metaItems}
      <div className={styles.simple}>
        <div className={styles.stepContent}>
          {sections.map((entry) => (
            <FormSectionBlock key={entry.id} entry={entry}>
              {entry.section.items.map((item) => (
                <FormField key={item.name} item={item} />
              ))}
            </FormSectionBlock>
          ))}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {bottomItems}
    </div>
  );
}
