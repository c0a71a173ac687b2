import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormRenderer } from '../renderer/form-renderer.tsx';
import { maskMonthYear } from './date-range-field.tsx';
import { oneSection, renderForm, testNow } from '../test/render-form.tsx';

describe('date field', () => {
  it('clears an unparsable value', async () => {
    renderForm({
      definition: oneSection([{ name: 'd', type: 'date', label: 'Start' }]),
      values: { d: 'next monday' },
    });
    await waitFor(() => expect(screen.getByLabelText('Start')).toHaveValue(''));
  });

  it('fills today and locks the field with the today option', async () => {
    renderForm({
      definition: oneSection([
        { name: 'd', type: 'date', label: 'Signed on', dateOptions: { today: true } },
      ]),
    });
    await waitFor(() => expect(screen.getByLabelText('Signed on')).toHaveValue('2026-11-22'));
    expect(screen.getByLabelText('Signed on')).toHaveAttribute('readonly');
  });

  it('limits the picker with enableFrom and enableUntil and can be cleared', async () => {
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'd',
          type: 'date',
          label: 'Interview',
          dateOptions: { enableFrom: 1, enableUntil: '2026-12-31' },
        },
      ]),
      values: { d: '2026-11-25' },
    });
    const input = screen.getByLabelText('Interview');
    expect(input).toHaveAttribute('min', '2026-11-23');
    expect(input).toHaveAttribute('max', '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(input).toHaveValue('');
  });

  it('applies a date pattern rule on blur', async () => {
    renderForm({
      definition: oneSection([
        {
          name: 'd',
          type: 'date',
          label: 'Birthday',
          rules: [{ type: 'date', value: { pattern: 'is_in_past' } }],
        },
      ]),
    });
    const input = screen.getByLabelText('Birthday');
    fireEvent.change(input, { target: { value: '2030-01-01' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Enter a date in the past.')).toBeInTheDocument();
  });
});

describe('date range field', () => {
  const range = {
    name: 'r',
    type: 'dateRange' as const,
    label: 'Employment dates',
    required: true,
  };

  it('masks MM/YYYY with the spec placeholders', async () => {
    expect(maskMonthYear('012020')).toBe('01/2020');
    expect(maskMonthYear('0a1')).toBe('01');
    const { user } = renderForm({ definition: oneSection([range]) });
    const start = screen.getByPlaceholderText('Start date (mm/yyyy)');
    expect(screen.getByPlaceholderText('End date (mm/yyyy)')).toBeInTheDocument();
    await user.type(start, '032021');
    expect(start).toHaveValue('03/2021');
  });

  it("sets the end to today and disables it for 'I'm currently in this role.'", async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: oneSection([range]), onSubmit });
    await user.type(screen.getByPlaceholderText('Start date (mm/yyyy)'), '032021');
    await user.click(screen.getByRole('checkbox', { name: "I'm currently in this role." }));
    const end = screen.getByPlaceholderText('End date (mm/yyyy)');
    expect(end).toHaveValue('11/2026');
    expect(end).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        r: { startDate: '03/2021', endDate: '11/2026', isCurrent: true },
      }),
    );
  });

  it('shows today as the end of a current role loaded from saved answers', () => {
    renderForm({
      definition: oneSection([range]),
      values: { r: { startDate: '03/2021', endDate: null, isCurrent: true } },
    });
    expect(screen.getByPlaceholderText('End date (mm/yyyy)')).toHaveValue('11/2026');
    expect(screen.getByPlaceholderText('End date (mm/yyyy)')).toBeDisabled();
  });

  it('takes a value loaded after the first render', async () => {
    const { rerender } = render(
      <FormRenderer now={testNow} definition={oneSection([range])} values={{}} />,
    );
    rerender(
      <FormRenderer
        now={testNow}
        definition={oneSection([range])}
        values={{ r: { startDate: '01/2020', endDate: '02/2021', isCurrent: false } }}
      />,
    );
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Start date (mm/yyyy)')).toHaveValue('01/2020'),
    );
    expect(screen.getByPlaceholderText('End date (mm/yyyy)')).toHaveValue('02/2021');
  });

  it('keeps the value null while an end is missing and asks for both dates', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: oneSection([range]), onSubmit });
    await user.type(screen.getByPlaceholderText('Start date (mm/yyyy)'), '032021');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter both a start and end date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a future start date when disallowFutureStartDate is set', async () => {
    const { user } = renderForm({
      definition: oneSection([{ ...range, dateRangeOptions: { disallowFutureStartDate: true } }]),
      onSubmit: vi.fn(),
    });
    await user.type(screen.getByPlaceholderText('Start date (mm/yyyy)'), '012027');
    await user.type(screen.getByPlaceholderText('End date (mm/yyyy)'), '022027');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Start date cannot be in the future')).toBeInTheDocument();
  });
});
