import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { FormField } from '../renderer/form-field.tsx';
import { FormSectionBlock } from './form-section.tsx';
import { StepperNav } from './stepper-nav.tsx';
import { useScrollSpy } from './use-scroll-spy.ts';
import { useScrollProgress } from './use-scroll-progress.ts';
import { useFooterScrollPadding } from './use-footer-scroll-padding.ts';
import type { LayoutProps } from './simple-form-layout.tsx';
import styles from './layouts.module.css';

const focusable =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The first control of the section's first field showing an error, else its first control. */
export function findSectionFocusTarget(section: HTMLElement): HTMLElement | null {
  const firstError = section.querySelector('[role="alert"]');
  const invalidField = firstError?.closest<HTMLElement>('[data-field]');
  return (
    invalidField?.querySelector<HTMLElement>(focusable) ??
    section.querySelector<HTMLElement>(focusable)
  );
}

/** Scrolls to a section and focuses its first invalid field, else its first control. */
export function focusSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  findSectionFocusTarget(section)?.focus({ preventScroll: true });
}

/** Side stepper on tablet and desktop, progress bar on phones, sticky footer with the actions. */
export function StepperFormLayout({
  sections,
  actions,
  metaItems,
  bottomItems,
  navLabel,
}: LayoutProps & { navLabel?: string }) {
  const { ui } = useFormsI18n();
  const { activeId, choose } = useScrollSpy(sections.map((entry) => entry.id));
  const progress = useScrollProgress();
  const footerRef = useFooterScrollPadding<HTMLDivElement>();
  const handleSelect = (id: string) => {
    choose(id);
    focusSection(id);
  };
  return (
    <div className={styles.form}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={ui('formProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.progressBar} style={{ width: `${progress}%` }} />
      </div>
      {metaItems}
      <div className={styles.stepper}>
        <StepperNav
          sections={sections}
          activeId={activeId}
          onSelect={handleSelect}
          navLabel={navLabel}
        />
        <div className={styles.stepContent}>
          {sections.map((entry) => (
            <FormSectionBlock key={entry.id} entry={entry}>
              {entry.section.items.map((item) => (
                <FormField key={item.name} item={item} />
              ))}
            </FormSectionBlock>
          ))}
          {bottomItems}
          {actions ? (
            <div ref={footerRef} className={`${styles.footer} ${styles.actions}`}>
              {actions}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
