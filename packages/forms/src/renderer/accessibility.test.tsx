import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FormDefinition } from '@careers/shared/forms/index';
import { axeViolations } from '../test/axe-check.ts';
import { renderForm } from '../test/render-form.tsx';

const definition: FormDefinition = {
  sections: [
    {
      title: 'About you',
      items: [
        {
          name: 'first',
          type: 'text',
          label: 'First name',
          required: true,
          help: 'As on your passport',
        },
        { name: 'email', type: 'email', label: 'Email', required: true },
        { name: 'phone', type: 'phone', label: 'Phone' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'years', type: 'number', label: 'Years of experience' },
        { name: 'bio', type: 'textarea', label: 'About you' },
        { name: 'start', type: 'date', label: 'Start date' },
        { name: 'range', type: 'dateRange', label: 'Last job' },
      ],
    },
    {
      title: 'Preferences',
      items: [
        {
          name: 'relocate',
          type: 'radio',
          label: 'Relocate?',
          required: true,
          radioOptions: {
            options: [
              { label: 'Yes', value: 'y' },
              { label: 'No', value: 'n' },
            ],
          },
        },
        {
          name: 'days',
          type: 'checkbox',
          label: 'Days',
          checkboxOptions: { options: [{ label: 'Mon', value: 'mon' }] },
        },
        {
          name: 'alerts',
          type: 'checkboxItem',
          label: 'Job alerts',
          checkboxOptions: { variant: 'toggle' },
        },
        {
          name: 'team',
          type: 'select',
          label: 'Team',
          selectOptions: { searchable: true, options: [{ label: 'Sales', value: 's' }] },
        },
        {
          name: 'skills',
          type: 'skillSelector',
          label: 'Skills',
          skillSelectorOptions: { suggestions: ['Go'] },
        },
        { name: 'files', type: 'fileUpload', label: 'Documents' },
        { name: 'rating', type: 'star_rating', label: 'Rating' },
        { name: 'info', type: 'info', label: 'Privacy', help: 'Private.' },
        { name: 'note', type: 'instruction', instructionOptions: { text: 'Answer honestly.' } },
        {
          name: 'refs',
          type: 'dynamicList',
          label: 'References',
          rules: [{ type: 'minLength', value: 1 }],
          dynamicListOptions: { items: [{ name: 'name', type: 'text', label: 'Name' }] },
        },
      ],
    },
  ],
};

describe('accessibility (axe)', { timeout: 60_000 }, () => {
  it('has no violations in edit mode, including after errors show', async () => {
    const { container } = renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('First name is required');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no violations in view mode', async () => {
    const { container } = renderForm({
      definition,
      mode: 'view',
      values: { first: 'Ada', skills: ['Go'], refs: [{ name: 'Bo' }], rating: 3 },
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no violations in the preboarding admin layout', async () => {
    const { container } = renderForm({
      definition,
      layout: 'preboardingAdmin',
      admin: { onEditQuestion: vi.fn(), onReorderQuestions: vi.fn() },
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
