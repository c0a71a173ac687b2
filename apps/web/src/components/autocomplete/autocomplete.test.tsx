import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startFakeTimers } from '@/lib/testing/fake-timers.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './autocomplete-constants.ts';
import { Autocomplete, type AutocompleteOption } from './autocomplete.tsx';

const CITIES = ['Paris', 'Parma', 'Porto', 'Prague'];

const makeLoader = () =>
  vi.fn(async (term: string): Promise<AutocompleteOption[]> => {
    await Promise.resolve();
    return CITIES.filter((city) => city.toLowerCase().startsWith(term.toLowerCase())).map(
      (city) => ({ id: city, label: city }),
    );
  });

const Harness = ({
  loadOptions,
  onSelect,
  onSubmit,
  minLength,
}: {
  loadOptions: ReturnType<typeof makeLoader>;
  onSelect?: (option: AutocompleteOption) => void;
  onSubmit?: (value: string) => void;
  minLength?: number;
}) => {
  const [value, setValue] = useState('');
  return (
    <>
      <Autocomplete
        label="City"
        value={value}
        onChange={setValue}
        onSelect={onSelect}
        onSubmit={onSubmit}
        loadOptions={loadOptions}
        cacheKey={['cities']}
        minLength={minLength}
      />
      <button type="button">after</button>
    </>
  );
};

/** The box on fake timers: typing stops, and the test says how long it waits after. */
const renderBox = async (props: Parameters<typeof Harness>[0]) => {
  await renderWithProviders(<Harness {...props} />, { namespaces: ['search'] });
  const { user, advance } = startFakeTimers();
  const settle = () => advance(AUTOCOMPLETE_DEBOUNCE_MS);
  return { user, advance, settle };
};

describe('Autocomplete', () => {
  it('is a combobox with the placeholder, asking 500 ms after typing stops', async () => {
    const loadOptions = makeLoader();
    const { user, advance } = await renderBox({ loadOptions });

    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    await user.type(box, 'par');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    await advance(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(loadOptions).not.toHaveBeenCalled();

    await advance(1);
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions.mock.calls[0]?.[0]).toBe('par');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Paris',
      'Parma',
    ]);
    expect(list).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 options');
  });

  it('sends nothing below the minimum length', async () => {
    const loadOptions = makeLoader();
    const { user, settle } = await renderBox({ loadOptions, minLength: 3 });

    await user.type(screen.getByRole('combobox', { name: 'City' }), 'pa');
    await settle();
    expect(loadOptions).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says No results', async () => {
    const { user, settle } = await renderBox({ loadOptions: makeLoader() });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'xyz');
    await settle();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('reuses the answer for a term it has asked before', async () => {
    const loadOptions = makeLoader();
    const { user, settle } = await renderBox({ loadOptions });
    const box = screen.getByRole('combobox', { name: 'City' });

    await user.type(box, 'pa');
    await settle();
    await screen.findAllByRole('option');
    await user.type(box, 'r');
    await settle();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.type(box, '{Backspace}');
    await settle();
    expect(loadOptions.mock.calls.map(([term]) => term)).toEqual(['pa', 'par']);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('moves with the arrows and chooses with Enter', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    const { user, settle } = await renderBox({ loadOptions: makeLoader(), onSelect, onSubmit });
    const box = screen.getByRole('combobox', { name: 'City' });

    await user.type(box, 'p');
    await settle();
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Parma' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Prague' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledWith({ id: 'Prague', label: 'Prague' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue('Prague');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the text with Enter when no option is active', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderBox({ loadOptions: makeLoader(), onSubmit });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Lyon{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Lyon');
  });

  it('chooses the active option with Tab and moves on', async () => {
    const onSelect = vi.fn();
    const { user, settle } = await renderBox({ loadOptions: makeLoader(), onSelect });
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'po');
    await settle();
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onSelect).toHaveBeenCalledWith({ id: 'Porto', label: 'Porto' });
    expect(box).toHaveValue('Porto');
  });

  it('closes with Escape, then clears with Escape, and clears with its button', async () => {
    const { user, settle } = await renderBox({ loadOptions: makeLoader() });
    const box = screen.getByRole('combobox', { name: 'City' });
    await user.type(box, 'pa');
    await settle();
    await screen.findAllByRole('option');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('pa');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.type(box, 'po');
    await user.click(screen.getByRole('button', { name: 'Clear City' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('chooses an option by pointer', async () => {
    const onSelect = vi.fn();
    const { user, settle } = await renderBox({ loadOptions: makeLoader(), onSelect });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'pr');
    await settle();
    await user.click(await screen.findByRole('option', { name: 'Prague' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'Prague', label: 'Prague' });
  });
});
