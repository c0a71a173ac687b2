import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearOptionsCache, matchesSearch } from '../hooks/options-cache.ts';
import { oneSection, renderForm } from '../test/render-form.tsx';

afterEach(() => clearOptionsCache());

const colours = [
  { label: 'Red', value: 'red' },
  { label: 'Blue', value: 'blue' },
];

describe('select field', () => {
  it('offers static options, validates required, and submits the value', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'colour',
          type: 'select',
          label: 'Colour',
          required: true,
          selectOptions: { options: colours },
        },
      ]),
      onSubmit,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Colour is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Colour/), 'blue');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ colour: 'blue' }));
  });

  it('resets a value that is not among the options', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        { name: 'colour', type: 'dropdown', label: 'Colour', selectOptions: { options: colours } },
      ]),
      values: { colour: 'green' },
      onSubmit,
    });
    await waitFor(() => expect(screen.getByLabelText('Colour')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ colour: '' }));
  });

  it("offers 'Not Applicable' when there are no options", () => {
    renderForm({
      definition: oneSection([
        { name: 'x', type: 'select', label: 'Region', selectOptions: { options: [] } },
      ]),
    });
    expect(screen.getByRole('option', { name: 'Not Applicable' })).toBeInTheDocument();
  });

  it("selects a lone 'N/A' option and disables the field", async () => {
    renderForm({
      definition: oneSection([
        {
          name: 'x',
          type: 'select',
          label: 'Office',
          selectOptions: { options: [{ label: 'N/A', value: 'N/A' }] },
        },
      ]),
    });
    await waitFor(() => expect(screen.getByLabelText('Office')).toHaveValue('N/A'));
    expect(screen.getByLabelText('Office')).toBeDisabled();
  });

  it('waits for the parent, loads options from an endpoint with {{parentValue}}, caches them and retries failures', async () => {
    let calls = 0;
    const fetchJson = vi.fn(async (url: string) => {
      calls += 1;
      if (calls === 1) throw new Error('flaky');
      return { data: { options: [{ label: `City of ${url.split('=')[1]}`, value: 'c1' }] } };
    });
    const definition = oneSection([
      {
        name: 'country',
        type: 'select',
        label: 'Country',
        selectOptions: { options: [{ label: 'France', value: 'FR' }] },
      },
      {
        name: 'city',
        type: 'select',
        label: 'City',
        dependencies: ['country'],
        selectOptions: { endpoint: '/api/cities?country={{parentValue}}' },
      },
    ]);
    const { user, unmount } = renderForm({ definition, fetchJson });
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.queryByRole('option', { name: 'Not Applicable' })).not.toBeInTheDocument();
    expect(fetchJson).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(
      await screen.findByRole('option', { name: 'City of FR' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fetchJson.mock.calls).toEqual([['/api/cities?country=FR'], ['/api/cities?country=FR']]);
    unmount();
    renderForm({ definition, fetchJson, values: { country: 'FR' } });
    expect(await screen.findByRole('option', { name: 'City of FR' })).toBeInTheDocument();
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('shows the loading-error state with a retry when every attempt fails', async () => {
    const fetchJson = vi.fn(async () => {
      throw new Error('down');
    });
    renderForm({
      definition: oneSection([
        { name: 'x', type: 'select', label: 'Team', selectOptions: { endpoint: '/api/teams' } },
      ]),
      fetchJson,
    });
    expect(
      await screen.findByText('An error occurred while retrieving data', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(fetchJson).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches options accent- and case-insensitively', async () => {
    expect(matchesSearch('Zürich', 'zur')).toBe(true);
    expect(matchesSearch('São Paulo', 'SAO P')).toBe(true);
    expect(matchesSearch('Lyon', 'zur')).toBe(false);
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'city',
          type: 'select',
          label: 'City',
          selectOptions: {
            searchable: true,
            options: [
              { label: 'Zürich', value: 'zh' },
              { label: 'Lyon', value: 'ly' },
            ],
          },
        },
      ]),
    });
    await user.type(screen.getByRole('searchbox', { name: /Search options/ }), 'ZUR');
    expect(screen.getByRole('option', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lyon' })).not.toBeInTheDocument();
  });

  it('loads an API-call option source with the parent value', async () => {
    const fetchOptions = vi.fn(async (parent: unknown) => [
      { label: `Team ${String(parent)}`, value: 't' },
    ]);
    renderForm({
      definition: oneSection([
        { name: 'dept', type: 'text', label: 'Dept' },
        {
          name: 'team',
          type: 'select',
          label: 'Team',
          dependencies: ['dept'],
          selectOptions: { fetchOptions },
        },
      ]),
      values: { dept: 'Sales' },
    });
    expect(await screen.findByRole('option', { name: 'Team Sales' })).toBeInTheDocument();
    expect(fetchOptions).toHaveBeenCalledWith('Sales');
  });
});

describe('country and state fields', () => {
  it('lists countries named in the form language and the states of the chosen country', async () => {
    const { user } = renderForm({
      language: 'fr',
      definition: oneSection([
        { name: 'country', type: 'country', label: 'Pays' },
        { name: 'state', type: 'state', label: 'Région', dependencies: ['country'] },
      ]),
    });
    expect(await screen.findByRole('option', { name: 'Allemagne' }, { timeout: 5000 })).toHaveValue(
      'DE',
    );
    await user.selectOptions(screen.getByLabelText('Pays'), 'CA');
    expect(await screen.findByRole('option', { name: 'Ontario' })).toHaveValue('CA-ON');
    await user.selectOptions(screen.getByLabelText('Région'), 'CA-ON');
    await user.selectOptions(screen.getByLabelText('Pays'), 'US');
    expect(await screen.findByRole('option', { name: 'California' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Région')).toHaveValue(''));
  });
});
