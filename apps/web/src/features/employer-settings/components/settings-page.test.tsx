import { readSiteSettings, tenantConfigSchema } from '@careers/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedRequest } from '@/lib/testing/fake-server.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { SettingsPage } from './settings-page.tsx';

const stored = {
  version: 3,
  settings: readSiteSettings(
    tenantConfigSchema.parse({
      branding: { companyName: 'Northwind Traders' },
      chatbotxConfig: {
        enabled: true,
        faq: [{ question: 'Do you offer remote work?', answer: 'Yes.' }],
      },
    }),
  ),
};

const toastMessages = () => toastStore.getSnapshot().map((toast) => toast.message);

beforeEach(() => {
  toastStore.clear();
});

const openPage = async (handlers: Parameters<typeof installFakeServer>[0]) => {
  const server = installFakeServer({
    'GET /api/admin/settings': () => ({ body: { data: stored } }),
    'GET /api/pcsx/boot_data': () => ({ body: { data: makeSignedInBootData() } }),
    ...handlers,
  });
  const user = userEvent.setup();
  await renderWithProviders(<SettingsPage />, {
    namespaces: ['employer-settings', 'employer'],
    bootData: makeSignedInBootData(),
  });
  await screen.findByRole('textbox', { name: 'Company name' });
  return { server, user };
};

type SavedBody = { version: number; settings: typeof stored.settings };

describe('the site settings page', () => {
  it('saves the edited settings from the version it read, with the FAQ as edited', async () => {
    const { server, user } = await openPage({
      'PUT /api/admin/settings': (request: RecordedRequest) => ({
        body: { data: { version: 4, settings: (request.body as SavedBody).settings } },
      }),
    });
    const name = screen.getByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.type(name, 'Northwind Europe');
    await user.click(screen.getByRole('checkbox', { name: /^Copilot mode/ }));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Where are you?');
    await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Everywhere.');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/settings')).toHaveLength(1));
    const body = server.of('PUT', '/api/admin/settings')[0]!.body as SavedBody;
    expect(body.version).toBe(3);
    expect(body.settings.branding.companyName).toBe('Northwind Europe');
    expect(body.settings.chatbotxConfig).toMatchObject({
      enabled: true,
      copilotMode: true,
      faq: [{ question: 'Where are you?', answer: 'Everywhere.', keywords: [] }],
    });
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastMessages()).toContain('Settings saved. Every visitor now sees them.'),
    );
  }, 60_000);

  it('sets a page’s own title, banner and head scripts, leaving out what is empty', async () => {
    const { server, user } = await openPage({
      'PUT /api/admin/settings': (request: RecordedRequest) => ({
        body: { data: { version: 4, settings: (request.body as SavedBody).settings } },
      }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'Position details');
    await user.type(
      screen.getByRole('textbox', { name: 'Page title (browser tab and search engines)' }),
      'Role at Northwind',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banner kind' }), 'Alert');
    await user.type(
      screen.getByRole('textbox', { name: 'Banner HTML (empty: no banner)' }),
      'Hiring now',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Head scripts' }),
      'https://tags.example/a.js{enter}{enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/settings')).toHaveLength(1));
    const { settings } = server.of('PUT', '/api/admin/settings')[0]!.body as SavedBody;
    expect(settings.seo.pageTitles).toEqual({ singlePosition: 'Role at Northwind' });
    expect(settings.branding.banners).toEqual({
      singlePosition: { type: 'alert', html: 'Hiring now' },
    });
    expect(settings.branding.heroImages).toEqual({});
    expect(settings.scriptConfig.pageLoadHeadScripts).toEqual({
      singlePosition: ['https://tags.example/a.js'],
    });
  }, 60_000);

  it('shows each refused value beside its field', async () => {
    const { user } = await openPage({
      'PUT /api/admin/settings': () => {
        const message = 'Some settings cannot be saved.';
        const fields = {
          'branding.companyName': 'Enter the company name.',
          'chatbotxConfig.faq.0.answer': 'Too small: expected at least 1 character',
        };
        return {
          status: 422,
          body: { message, error: { code: 'settings_invalid', message, fields } },
        };
      },
    });
    await user.clear(screen.getByRole('textbox', { name: 'Company name' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the company name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'Enter the company name.',
    );
    expect(toastMessages()).toContain('Some settings cannot be saved. Check the marked fields.');
    expect(screen.getByRole('textbox', { name: 'Answer 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 60_000);

  it('says a newer save is in the way and reads the settings again on request', async () => {
    const { server, user } = await openPage({
      'PUT /api/admin/settings': () => {
        const message = 'Someone saved the settings after you opened them.';
        return { status: 409, body: { message, error: { code: 'conflict', message } } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Someone saved the settings after you opened them/);
    await user.click(screen.getByRole('button', { name: 'Reload the settings' }));
    await waitFor(() => expect(server.of('GET', '/api/admin/settings')).toHaveLength(2));
  }, 60_000);

  it('uploads a logo, previews it, saves its address, and removes it', async () => {
    const logoUrl = '/api/pcsx/site_logo/8f7c1a52-2a6e-4d0b-9f8e-5a8d3c1b2e4f';
    const { server, user } = await openPage({
      'POST /api/admin/settings/logo': () => ({ status: 201, body: { data: { logoUrl } } }),
      'PUT /api/admin/settings': (request: RecordedRequest) => ({
        body: { data: { version: 4, settings: (request.body as SavedBody).settings } },
      }),
    });
    expect(screen.getByText('No logo: the navbar shows the company name.')).toBeInTheDocument();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept).toBe('image/png,image/jpeg,image/webp');
    await user.upload(
      picker,
      new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      logoUrl,
    );
    expect(server.of('POST', '/api/admin/settings/logo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(
      (server.of('PUT', '/api/admin/settings')[0]!.body as SavedBody).settings.branding.logoUrl,
    ).toBe(logoUrl);

    await user.click(await screen.findByRole('button', { name: 'Remove the logo' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/settings')).toHaveLength(2));
    expect(
      (server.of('PUT', '/api/admin/settings')[1]!.body as SavedBody).settings.branding.logoUrl,
    ).toBeUndefined();
  }, 60_000);

  it('says why a logo was refused', async () => {
    const { user } = await openPage({
      'POST /api/admin/settings/logo': () => {
        const message = 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).';
        return {
          status: 415,
          body: { message, error: { code: 'file_type_not_allowed', message } },
        };
      },
    });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['x'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(toastMessages().join(' ')).toMatch(/PNG|JPEG|type/i));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  }, 60_000);
});
