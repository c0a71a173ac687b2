import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormItem } from '@careers/shared/forms/index';
import { FormsI18nProvider } from '../i18n/forms-i18n-provider.tsx';
import { FormRenderer } from './form-renderer.tsx';
import { oneSection, renderForm, testNow } from '../test/render-form.tsx';

const hasCar: FormItem = {
  name: 'hasCar',
  type: 'radio',
  label: 'Do you have a car?',
  radioOptions: {
    options: [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ],
  },
};
const plate: FormItem = {
  name: 'plate',
  type: 'text',
  label: 'Plate',
  required: true,
  dependencies: ['hasCar'],
  visibleFn: ([answer]) => answer === 'yes',
};

describe('visibility', () => {
  it('shows a dependent field 50 ms after its dependency changes and unregisters it when hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmit = vi.fn();
    renderForm({ definition: oneSection([hasCar, plate]), onSubmit, values: { plate: 'OLD-1' } });
    expect(screen.queryByLabelText(/Plate/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByLabelText(/Plate/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(40));
    expect(screen.getByLabelText(/Plate/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Plate/), { target: { value: 'AB-123' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByLabelText(/Plate/)).not.toBeInTheDocument();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hasCar: 'no' }));
  });

  it('supports the declarative visibleWhen and skips sections whose questions are all hidden', () => {
    renderForm({
      definition: {
        sections: [
          { title: 'Basics', items: [{ ...hasCar }] },
          {
            title: 'Vehicle',
            items: [
              { ...plate, visibleFn: undefined, visibleWhen: { field: 'hasCar', equals: 'yes' } },
            ],
          },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vehicle' })).not.toBeInTheDocument();
  });
});

describe('dependencies', () => {
  it('revalidates a touched field when a dependency changes, not on the first pass', async () => {
    const definition = oneSection([
      { name: 'start', type: 'date', label: 'Start' },
      {
        name: 'end',
        type: 'date',
        label: 'End',
        dependencies: ['start'],
        rules: [{ type: 'date_comparison', value: { field: 'start', operator: 'after' } }],
      },
    ]);
    renderForm({ definition, values: { start: '2026-01-10', end: '2026-01-05' } });
    expect(screen.queryByText('Enter a date after Start.')).not.toBeInTheDocument();
    const end = screen.getByLabelText('End');
    fireEvent.blur(end);
    expect(await screen.findByText('Enter a date after Start.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(screen.queryByText('Enter a date after Start.')).not.toBeInTheDocument(),
    );
  });
});

describe('server errors, tags and states', () => {
  it('shows server errors per field and focuses the first in form order', async () => {
    renderForm({
      definition: oneSection([
        { name: 'first', type: 'text', label: 'First' },
        { name: 'second', type: 'email', label: 'Second' },
      ]),
      serverErrors: {
        second: 'Already used',
        first: { key: 'requiredNamed', message: 'First is required', params: { name: 'First' } },
      },
    });
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(screen.getByText('First is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First')).toHaveFocus());
  });

  it("tags new questions 'New' and shows 'No data found' for an empty form", () => {
    const { unmount } = renderForm({
      definition: oneSection([{ name: 'a', type: 'text', label: 'Hobby', newItem: true }]),
    });
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    renderForm({ definition: { sections: [] } });
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});

describe('item layout', () => {
  it('marks half-width items so the layout can place two to a row', () => {
    renderForm({
      definition: oneSection([
        { name: 'first', type: 'text', label: 'First', layout: 'half' },
        { name: 'last', type: 'text', label: 'Last', layout: 'half' },
      ]),
    });
    expect(screen.getByLabelText('First').closest('[data-layout]')).toHaveAttribute(
      'data-layout',
      'half',
    );
  });
});

describe('answers loaded later', () => {
  it('replaces the form values when the values prop changes', async () => {
    const definition = oneSection([{ name: 'city', type: 'text', label: 'City' }]);
    const { rerender } = render(<FormRenderer now={testNow} definition={definition} values={{}} />);
    expect(screen.getByLabelText('City')).toHaveValue('');
    rerender(<FormRenderer now={testNow} definition={definition} values={{ city: 'Lyon' }} />);
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Lyon'));
  });
});

describe('unknown field types', () => {
  it('logs an error and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({
      definition: oneSection([
        { name: 'x', type: 'hologram' as never, label: 'Hologram' },
        { name: 'y', type: 'text', label: 'Kept' },
      ]),
    });
    expect(screen.queryByText('Hologram')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kept')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('No form field component for type "hologram"');
    error.mockRestore();
  });
});

describe('translation', () => {
  it('translates interface strings and validation messages by key, keeping placeholders', async () => {
    const translate = (key: string, params: Record<string, string | number>) =>
      ({ submit: 'Envoyer', requiredNamed: `${String(params.name)} est obligatoire` })[key];
    render(
      <FormsI18nProvider language="fr" translate={translate}>
        <FormRenderer
          now={testNow}
          definition={oneSection([{ name: 'city', type: 'text', label: 'Ville', required: true }])}
          onSubmit={vi.fn()}
        />
      </FormsI18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ville est obligatoire')).toBeInTheDocument();
  });
});
