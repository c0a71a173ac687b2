import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { oneSection, renderForm } from '../test/render-form.tsx';

const yesNo = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

describe('radio, checkbox group and checkbox item', () => {
  it('requires a radio choice and submits the chosen value', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'relocate',
          type: 'radio',
          label: 'Will you relocate?',
          required: true,
          radioOptions: { options: yesNo },
        },
      ]),
      onSubmit,
    });
    expect(screen.getByRole('group', { name: /Will you relocate/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Will you relocate is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ relocate: 'no' }));
  });

  it('collects ticked checkbox values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'days',
          type: 'checkbox',
          label: 'Days',
          checkboxOptions: {
            options: [
              { label: 'Mon', value: 'mon' },
              { label: 'Tue', value: 'tue' },
            ],
          },
        },
      ]),
      onSubmit,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ days: ['tue'] }));
  });

  it('renders a single checkbox and a toggle switch, required when it must be ticked', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        { name: 'terms', type: 'checkboxItem', label: 'I accept the terms', required: true },
        {
          name: 'alerts',
          type: 'checkboxItem',
          label: 'Job alerts',
          checkboxOptions: { variant: 'toggle' },
        },
      ]),
      onSubmit,
    });
    expect(screen.getByRole('switch', { name: 'Job alerts' })).toBeInTheDocument();
    expect(screen.getByText('*')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('I accept the terms is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('switch', { name: 'Job alerts' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ terms: true, alerts: true }));
  });
});
