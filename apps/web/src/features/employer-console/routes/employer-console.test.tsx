import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import type { ConsoleSection } from '../lib/console-section.ts';
import { EmployerConsole } from './employer-console.tsx';

const SECTIONS: readonly ConsoleSection[] = [
  {
    permission: 'positions',
    nav: { to: '/employer', label: 'employer:nav.positions', isEnd: true },
    routes: [{ path: '', element: <h1>Positions page</h1> }],
  },
  {
    permission: 'settings',
    nav: { to: '/employer/settings', label: 'employer-settings:nav' },
    routes: [{ path: 'settings', element: <h1>Settings page</h1> }],
  },
  {
    permission: 'users',
    nav: { to: '/employer/api-tokens', label: 'employer:nav.tokens' },
    routes: [{ path: 'api-tokens', element: <h1>Tokens page</h1> }],
  },
];

const open = (role: 'admin' | 'recruiter' | 'theme_designer', route: string) =>
  renderWithProviders(
    <EmployerConsole role={role} companyName="Acme" userName="Sam" sections={SECTIONS} />,
    { namespaces: ['employer', 'employer-settings'], route, path: '/employer/*' },
  );

const menu = () =>
  within(screen.getByRole('navigation', { name: 'Console sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console’s sections', () => {
  it('gives an admin every section, in the table’s order, and opens the one addressed', async () => {
    await open('admin', '/employer/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeVisible();
    expect(menu().slice(0, 3)).toEqual(['Positions', 'Site settings', 'API tokens']);
    expect(screen.getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives a recruiter only what the role may do; other addresses lead to the first page', async () => {
    await open('recruiter', '/employer/api-tokens');
    expect(await screen.findByRole('heading', { name: 'Positions page' })).toBeVisible();
    expect(menu()).not.toContain('API tokens');
    expect(menu()).not.toContain('Site settings');
  });

  it('shows a theme designer, who has no positions, where to work', async () => {
    await open('theme_designer', '/employer');
    expect(screen.queryByRole('heading', { name: 'Positions page' })).toBeNull();
    expect(menu()).not.toContain('Positions');
    expect(await screen.findByRole('heading', { name: 'Theme builder' })).toBeVisible();
  });
});
