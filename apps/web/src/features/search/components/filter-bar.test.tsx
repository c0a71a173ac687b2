import type { FilterDefinition } from '@careers/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { FilterBar } from './filter-bar.tsx';

const department: FilterDefinition = {
  filterName: 'department',
  displayName: 'Department',
  type: 'multiselect',
  options: [
    { label: 'Sales', value: 'Sales', count: 3 },
    { label: 'Engineering', value: 'Engineering', count: 5 },
  ],
};

const renderBar = (onFilterChange = vi.fn()) =>
  renderWithProviders(
    <FilterBar
      definitions={[department]}
      filters={{}}
      sortBy={undefined}
      canSortByDistance={false}
      hasSomethingToReset={false}
      onFilterChange={onFilterChange}
      onClearFilters={vi.fn()}
      onSortChange={vi.fn()}
      onReset={vi.fn()}
    />,
    { namespaces: ['search'] },
  );

describe('FilterBar', () => {
  // The dialogs' code loads when a filter is reached for: here the press itself, with nothing
  // pointed at before it (as a tap or Enter).
  it('opens a filter pressed while its dialog was still loading, once it has loaded', async () => {
    const onFilterChange = vi.fn();
    await renderBar(onFilterChange);
    const trigger = screen.getByRole('button', { name: 'Department' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Department' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Sales/ }));
    expect(onFilterChange).toHaveBeenCalledWith('department', ['Sales']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Department' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
