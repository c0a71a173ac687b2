import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedRequest } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { ThemeBuilder } from './theme-builder.tsx';

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute('style');
});

const published = { version: 4, theme: { default: {}, pcsx: {} } };

const openPanel = async (handlers: Parameters<typeof installFakeServer>[0] = {}) => {
  const server = installFakeServer({
    'GET /api/admin/theme': () => ({ body: { data: published } }),
    'GET /api/pcsx/boot_data': () => ({ body: { data: makeSignedInBootData() } }),
    ...handlers,
  });
  const user = userEvent.setup();
  await renderWithProviders(<ThemeBuilder />, {
    namespaces: ['theme-builder'],
    bootData: makeSignedInBootData(),
  });
  await user.click(screen.getByRole('button', { name: 'Theme builder' }));
  const panel = screen.getByRole('complementary', { name: 'Theme builder' });
  await within(panel).findByRole('radio', { name: 'Careers site' });
  return { server, user, panel: within(panel) };
};

describe('the theme builder', () => {
  it('previews a colour on the page at once, checks its contrast and publishes it', async () => {
    const { server, user, panel } = await openPanel({
      'PUT /api/admin/theme': (request: RecordedRequest) => ({
        body: { data: { version: 5, theme: (request.body as { theme: unknown }).theme } },
      }),
    });
    const hex = panel.getByRole('textbox', { name: /^Primary colour, hexadecimal value$/ });
    await user.clear(hex);
    await user.type(hex, '#ffd866');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ffd866');
    expect(panel.getAllByText(/below WCAG AA/).length).toBeGreaterThan(0);
    await user.clear(hex);
    await user.type(hex, '#0b6e4f');
    expect(panel.getByText('Unpublished changes: only you see them.')).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/theme')).toHaveLength(1));
    expect(server.of('PUT', '/api/admin/theme')[0]!.body).toEqual({
      theme: { default: {}, pcsx: { 'color-primary': '#0b6e4f' } },
      baseVersion: 4,
    });
    expect(await panel.findByText('Visitors see this theme.')).toBeInTheDocument();
  }, 60_000);

  it('shows the server’s message beside a refused value and discards the draft', async () => {
    const { user, panel } = await openPanel({
      'PUT /api/admin/theme': () => {
        const message = 'Some theme values cannot be used.';
        const fields = { 'pcsx.color-navbar': 'Contrast 1.10:1 is below 4.5:1 (WCAG AA).' };
        return {
          status: 422,
          body: { message, error: { code: 'theme_invalid', message, fields } },
        };
      },
    });
    await user.click(panel.getByText('Navigation bar', { selector: 'summary' }));
    const background = within(panel.getByRole('group', { name: 'Navigation bar' })).getByRole(
      'textbox',
      { name: 'Background, hexadecimal value' },
    );
    await user.clear(background);
    await user.type(background, '#222222');
    await user.click(panel.getByRole('button', { name: 'Publish' }));
    expect(await panel.findByText('Contrast 1.10:1 is below 4.5:1 (WCAG AA).')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Discard' }));
    expect(root.style.getPropertyValue('--color-navbar')).toBe('');
  }, 60_000);
});
