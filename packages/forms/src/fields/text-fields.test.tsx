import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { oneSection, renderForm } from '../test/render-form.tsx';

describe('text-like fields', () => {
  it('validates on blur with the short-label message, marks required, and focuses the first error on submit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        { name: 'first', type: 'text', label: 'First name:', required: true },
        { name: 'email', type: 'email', label: 'Email', required: true },
      ]),
      onSubmit,
    });
    const first = screen.getByLabelText(/First name/);
    expect(first).toHaveAttribute('aria-required', 'true');
    await user.click(first);
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toContain('error');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(first).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(first, 'Ana');
    await user.type(screen.getByLabelText(/Email/), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Email is invalid. Use the format "{email}".'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), '.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ first: 'Ana', email: 'ana@example.com' }),
    );
  });

  it('trims text on blur and ignores Enter', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([{ name: 'city', type: 'text', label: 'City' }]),
      onSubmit,
    });
    const input = screen.getByLabelText('City');
    await user.type(input, '  Paris  {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveValue('Paris');
  });

  it('keeps digits only in number inputs', async () => {
    const { user } = renderForm({
      definition: oneSection([{ name: 'years', type: 'number', label: 'Years' }]),
    });
    await user.type(screen.getByLabelText('Years'), '1a2-b3');
    expect(screen.getByLabelText('Years')).toHaveValue('123');
  });

  it('auto-formats SSN and SIN and caps them at 11 characters', async () => {
    const { user } = renderForm({
      definition: oneSection([
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'sin', type: 'sin', label: 'SIN' },
      ]),
    });
    await user.type(screen.getByLabelText('SSN'), '1234567890123');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
    await user.type(screen.getByLabelText('SIN'), '12345');
    await user.tab();
    expect(screen.getByLabelText('SIN')).toHaveValue('123-45');
    expect(
      await screen.findByText(
        'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
      ),
    ).toBeInTheDocument();
  });

  it('uses a textarea for long answers and keeps a custom rule message', async () => {
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'bio',
          type: 'textarea',
          label: 'Bio',
          rules: [{ type: 'minLength', value: 10, message: 'Write at least %(count)s characters' }],
        },
      ]),
    });
    const textarea = screen.getByRole('textbox', { name: 'Bio' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.type(textarea, 'short');
    await user.tab();
    expect(await screen.findByText('Write at least 10 characters')).toBeInTheDocument();
  });
});
