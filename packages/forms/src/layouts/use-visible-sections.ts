import { useWatch } from 'react-hook-form';
import { isItemVisible } from '@careers/shared/forms/index';
import type { FormDefinition, FormSection, FormValues } from '@careers/shared/forms/index';

export type VisibleSection = { section: FormSection; index: number; id: string };

export function sectionId(formId: string, index: number) {
  return `${formId}-section-${index}`;
}

/** Sections with at least one visible question; the others are not rendered. */
export function useVisibleSections(definition: FormDefinition, formId: string): VisibleSection[] {
  const values = (useWatch() ?? {}) as FormValues;
  return definition.sections
    .map((section, index) => ({ section, index, id: section.id ?? sectionId(formId, index) }))
    .filter(({ section }) => section.items.some((item) => isItemVisible(item, values)));
}
