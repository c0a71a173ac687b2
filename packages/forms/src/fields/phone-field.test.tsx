import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { oneSection, renderForm } from '../test/render-form.tsx';

const phone = { name: 'phone', type: 'phone' as const, label: 'Mobile', required: true };

describe('phone field', () => {
  it('infers the country from a stored value', async () => {
    renderForm({ definition: oneSection([phone]), values: { phone: '+442071234567' } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveValue('GB'),
    );
    expect(screen.getByLabelText(/Mobile/, { selector: 'input' })).toHaveValue('2071234567');
  });

  it("defaults to the window country code, else 'US'", async () => {
    renderForm({ definition: oneSection([phone]) });
    expect(screen.getByRole('combobox', { name: /Country code/ })).toHaveValue('US');
    (window as { countryCode?: string }).countryCode = 'fr';
    const second = renderForm({
      definition: oneSection([{ ...phone, name: 'other', label: 'Other' }]),
    });
    expect(within(second.container).getByRole('combobox', { name: /Country code/ })).toHaveValue(
      'FR',
    );
    delete (window as { countryCode?: string }).countryCode;
  });

  it('validates characters and the number, then submits the stored value', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: oneSection([phone]), onSubmit });
    const input = screen.getByLabelText(/Mobile/, { selector: 'input' });
    await user.type(input, '415x');
    await user.tab();
    expect(
      await screen.findByText(
        'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '41');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid phone number and country code.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '(415) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+1(415) 555-0100' }));
  });

  it('changes the calling code with the country', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: oneSection([phone]), onSubmit });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country code/ }), 'FR');
    await user.type(screen.getByLabelText(/Mobile/, { selector: 'input' }), '612345678');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+33612345678' }));
  });
});
