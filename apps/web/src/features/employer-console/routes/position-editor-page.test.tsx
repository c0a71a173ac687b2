import type { AdminPosition } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { PositionEditorPage } from './position-editor-page.tsx';

const position: AdminPosition = {
  id: 5,
  title: 'Robot Whisperer',
  description: '<p>Teach robots to listen.</p>',
  department: 'Engineering',
  jobFamily: 'Software',
  employmentType: 'full_time',
  displayJobId: null,
  workplaceType: 'remote',
  isRemote: true,
  remoteLocations: [],
  postedAt: '2026-11-01T09:00:00.000Z',
  closesAt: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  skills: [],
  status: 'open',
  locations: [],
  defaultLanguage: 'en',
  translations: [
    { language: 'de', title: 'Roboterflüsterer', description: '<p>Zuhören lehren.</p>' },
  ],
  updatedAt: '2026-11-02T09:00:00.000Z',
};

const renderEditor = () =>
  renderWithProviders(<PositionEditorPage />, {
    namespaces: ['employer'],
    route: '/employer/positions/5?domain=acme.example',
    path: '/employer/positions/:id',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the position editor’s translations', () => {
  it('shows, adds and edits translations, and saves them with the position', async () => {
    const server = installFakeServer({
      'GET /api/admin/positions/5': () => ({ body: { data: position } }),
      'PUT /api/admin/positions/5': ({ body }) => ({
        body: { data: { ...position, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    await renderEditor();
    const section = await screen.findByRole('group', { name: 'Translations' });
    expect(within(section).getByLabelText('Language')).toHaveValue('de');
    expect(within(section).getByLabelText('Title')).toHaveValue('Roboterflüsterer');
    expect(screen.getByLabelText('Language of the title and description')).toHaveValue('en');

    await user.click(within(section).getByRole('button', { name: 'Add a translation' }));
    const languages = within(section).getAllByLabelText('Language');
    await user.selectOptions(languages[1]!, 'ar');
    // pasted, as translators do: typing every character is slow on a busy machine
    await user.click(within(section).getAllByLabelText('Title')[1]!);
    await user.paste('مُحاور الروبوتات');
    await user.click(within(section).getAllByLabelText('Description (HTML)')[1]!);
    await user.paste('<p>علّم الروبوتات.</p>');
    expect(within(section).getAllByLabelText('Title')[1]).toHaveAttribute('lang', 'ar');
    await user.clear(within(section).getAllByLabelText('Title')[0]!);
    await user.paste('Roboterflüsterin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(server.of('PUT', '/api/admin/positions/5')).toHaveLength(1));
    expect(server.of('PUT', '/api/admin/positions/5')[0]!.body).toMatchObject({
      defaultLanguage: 'en',
      translations: [
        { language: 'de', title: 'Roboterflüsterin', description: '<p>Zuhören lehren.</p>' },
        { language: 'ar', title: 'مُحاور الروبوتات', description: '<p>علّم الروبوتات.</p>' },
      ],
    });
  });

  it('removes a translation', async () => {
    const server = installFakeServer({
      'GET /api/admin/positions/5': () => ({ body: { data: position } }),
      'PUT /api/admin/positions/5': () => ({ body: { data: position } }),
    });
    const user = userEvent.setup();
    await renderEditor();
    const section = await screen.findByRole('group', { name: 'Translations' });
    await user.click(within(section).getByRole('button', { name: 'Remove translation: Deutsch' }));
    expect(within(section).queryByLabelText('Language')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.of('PUT', '/api/admin/positions/5')).toHaveLength(1));
    expect(server.of('PUT', '/api/admin/positions/5')[0]!.body).toMatchObject({
      translations: [],
    });
  });

  it('shows what the server refused next to the translation’s field', async () => {
    installFakeServer({
      'GET /api/admin/positions/5': () => ({ body: { data: position } }),
      'PUT /api/admin/positions/5': () =>
        errorReply(400, 'translations.0.language: en is the default language.', {
          'translations.0.language': 'en is the position’s default language.',
          'translations.0.title': 'Too small: expected string to have >=1 characters',
        }),
    });
    const user = userEvent.setup();
    await renderEditor();
    const section = await screen.findByRole('group', { name: 'Translations' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const language = within(section).getByLabelText('Language');
    await waitFor(() => expect(language).toHaveAttribute('aria-invalid', 'true'));
    expect(language).toHaveAccessibleDescription('en is the position’s default language.');
    expect(within(section).getByLabelText('Title')).toHaveAccessibleDescription(
      'Too small: expected string to have >=1 characters',
    );
  });
});
