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
    await waitFor(() => expect(screen.getByLabelText('Signed on')).toHaveValue('11/22/2026'));
    expect(screen.getByLabelText('Signed on')).toHaveAttribute('readonly');
  });

  it('limits typed dates with enableFrom and enableUntil and can be cleared', async () => {
    const onSubmit = vi.fn();
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
      onSubmit,
    });
    const input = screen.getByLabelText('Interview');
    expect(input).toHaveValue('11/25/2026');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(input).toHaveValue('');
    for (const outside of ['11222026', '01012027']) {
      await user.clear(input);
      await user.type(input, outside);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    }
    await user.clear(input);
    await user.type(input, '11232026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: '2026-11-23' }));
  });

  // The bug this guards: a native date input cleared the value when typing passed a year below 1000.
  it.each([
    [
      'en',
      '01151990',
      ['0', '01', '01/1', '01/15', '01/15/1', '01/15/19', '01/15/199', '01/15/1990'],
    ],
    [
      'fr',
      '15011990',
      ['1', '15', '15/0', '15/01', '15/01/1', '15/01/19', '15/01/199', '15/01/1990'],
    ],
    [
      'de',
      '15011990',
      ['1', '15', '15.0', '15.01', '15.01.1', '15.01.19', '15.01.199', '15.01.1990'],
    ],
    ['ja', '19900115', ['1', '19', '199', '1990', '1990/0', '1990/01', '1990/01/1', '1990/01/15']],
  ])('types a date digit by digit in the order of %s', async (language, digits, shown) => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      language,
      definition: oneSection([{ name: 'd', type: 'date', label: 'Birthday' }]),
      onSubmit,
    });
    const input = screen.getByLabelText('Birthday');
    for (const [index, digit] of [...digits].entries()) {
      await user.type(input, digit);
      expect(input).toHaveValue(shown[index]);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: '1990-01-15' }));
  });

  it('submits the typed date as ISO and reports half a date as invalid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      language: 'fr',
      definition: oneSection([{ name: 'd', type: 'date', label: 'Début', required: true }]),
      onSubmit,
    });
    const input = screen.getByLabelText(/Début/);
    await user.type(input, '3/2/20');
    expect(input).toHaveValue('03/02/20');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    await user.type(input, '26');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ d: '2026-02-03' }));
  });

  it('refuses a day that does not exist', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([{ name: 'd', type: 'date', label: 'Interview' }]),
      onSubmit,
    });
    await user.type(screen.getByLabelText('Interview'), '02302027');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a saved date in the order of the language, with the format as placeholder', () => {
    renderForm({
      language: 'ja',
      definition: oneSection([{ name: 'd', type: 'date', label: 'Start' }]),
      values: { d: '2026-04-12' },
    });
    expect(screen.getByLabelText('Start')).toHaveValue('2026/04/12');
    expect(screen.getByLabelText('Start')).toHaveAttribute(
      'placeholder',
      '年\u200e/\u200e月\u200e/\u200e日',
    );
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
    fireEvent.change(input, { target: { value: '01/01/2030' } });
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
