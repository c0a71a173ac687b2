import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, FormItem } from '@careers/shared/forms/index';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import type { FormRendererProps } from '../renderer/form-renderer.tsx';

/** A fixed clock: Sunday 22 November 2026, 10:00 local time. */
export const testNow = () => new Date(2026, 10, 22, 10, 0, 0);

export function oneSection(items: FormItem[], title = 'About you'): FormDefinition {
  return { sections: [{ title, items }] };
}

/** Renders a form with a fixed clock and returns a user-event instance. */
export function renderForm(props: Partial<FormRendererProps> & { definition: FormDefinition }) {
  const user = userEvent.setup();
  const result = render(<FormRenderer now={testNow} {...props} />);
  return { user, ...result };
}
