import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { toastStore } from '@/lib/toast/toast-store.ts';
import { analysis, makeProfile } from '@/lib/testing/profile.ts';
import { ProfilePage } from './profile-page.tsx';

const renderPage = () =>
  renderWithProviders(<ProfilePage />, {
    namespaces: ['profile', 'form-toolkit'],
    route: '/careers/profile?domain=acme.example',
    bootData: makeSignedInBootData(),
  });

const toastMessages = () => toastStore.getSnapshot().map((toast) => toast.message);
const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('ProfilePage', () => {
  it('shows every section, marks parsed items New, and the completion with what to add next', async () => {
    installFakeServer({
      'GET /api/pcsx/profile_details': () => ({ body: { data: { profile: makeProfile() } } }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const work = await section('Work experience');
    const parsedJob = within(work).getByRole('article', { name: 'Translator at Royal Society' });
    expect(within(parsedJob).getByText('New')).toBeVisible();
    const typedJob = within(work).getByRole('article', { name: 'Analyst at Babbage & Co' });
    expect(within(typedJob).queryByText('New')).not.toBeInTheDocument();
    expect(within(await section('Skills')).getByText('Expert')).toBeVisible();
    expect(within(await section('Education')).getByText('No education yet.')).toBeVisible();
    expect(await screen.findByRole('meter', { name: 'Profile strength' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('Add your degree.')).toBeVisible();
    expect(screen.getByText('Data Analyst')).toBeVisible();
  });

  it('edits one job: the update names its index and the answer replaces the profile', async () => {
    const user = userEvent.setup();
    const server = installFakeServer({
      'GET /api/pcsx/profile_details': () => ({ body: { data: { profile: makeProfile() } } }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
      'POST /api/pcsx/profile_edit': (request) => {
        const body = request.body as { op_data: { value: { title: string } } };
        const profile = makeProfile();
        profile.workExperience[1] = { ...profile.workExperience[1]!, ...body.op_data.value };
        return { body: { data: { profile, avatar: null } } };
      },
    });
    await renderPage();
    const work = await section('Work experience');
    await user.click(
      within(work).getByRole('button', { name: 'Edit Translator at Royal Society' }),
    );
    const title = within(work).getByRole('textbox', { name: /Job title/ });
    await user.clear(title);
    await user.type(title, 'Senior Translator');
    await user.click(within(work).getByRole('button', { name: 'Save' }));

    expect(
      await within(work).findByRole('article', { name: 'Senior Translator at Royal Society' }),
    ).toBeVisible();
    const [edit] = server.of('POST', '/api/pcsx/profile_edit');
    expect(edit?.body).toMatchObject({
      op_section: 'workExperience',
      operation: 'update',
      op_data: {
        index: 1,
        value: {
          title: 'Senior Translator',
          company: 'Royal Society',
          startDate: '2015-01',
          endDate: '2018-12',
          isCurrent: false,
          isParsed: false,
        },
      },
    });
    // The completion data is loaded again after the edit.
    await waitFor(() => expect(server.of('GET', '/api/pcsx/profile_analysis')).toHaveLength(2));
  });

  it("a 422 says 'Invalid request received. Please try again' and shows the field's message", async () => {
    const user = userEvent.setup();
    installFakeServer({
      'GET /api/pcsx/profile_details': () => ({ body: { data: { profile: makeProfile() } } }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
      'POST /api/pcsx/profile_edit': () =>
        errorReply(422, 'Invalid profile', { 'op_data.value.name': 'That skill is too long.' }),
    });
    await renderPage();
    const skills = await section('Skills');
    await user.click(within(skills).getByRole('button', { name: 'Add to Skills' }));
    await user.type(within(skills).getByRole('textbox', { name: /Skill/ }), 'Go');
    await user.click(within(skills).getByRole('button', { name: 'Save' }));
    expect(await within(skills).findByText('That skill is too long.')).toBeVisible();
    expect(toastMessages()).toEqual(['Invalid request received. Please try again']);
  });

  it("other failures say 'Something went wrong. Please try again'", async () => {
    const user = userEvent.setup();
    installFakeServer({
      'GET /api/pcsx/profile_details': () => ({ body: { data: { profile: makeProfile() } } }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
      'POST /api/pcsx/profile_edit': () => errorReply(500, 'boom'),
    });
    await renderPage();
    const work = await section('Work experience');
    await user.click(
      within(work).getByRole('button', { name: 'Move Analyst at Babbage & Co down' }),
    );
    await waitFor(() =>
      expect(toastMessages()).toEqual(['Something went wrong. Please try again']),
    );
  });

  it('reorders by sending the whole list without an index, and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const server = installFakeServer({
      'GET /api/pcsx/profile_details': () => ({ body: { data: { profile: makeProfile() } } }),
      'GET /api/pcsx/profile_analysis': () => ({ body: { data: analysis } }),
      'POST /api/pcsx/profile_edit': (request) => ({
        body: {
          data: {
            profile: makeProfile(
              (request.body as { operation: string }).operation === 'delete' ? { skills: [] } : {},
            ),
            avatar: null,
          },
        },
      }),
    });
    await renderPage();
    const work = await section('Work experience');
    await user.click(
      within(work).getByRole('button', { name: 'Move Analyst at Babbage & Co down' }),
    );
    await waitFor(() => expect(server.of('POST', '/api/pcsx/profile_edit')).toHaveLength(1));
    const move = server.of('POST', '/api/pcsx/profile_edit')[0]?.body as {
      op_data: { value: { title: string }[]; index?: number };
    };
    expect(move.op_data.index).toBeUndefined();
    expect(move.op_data.value.map((job) => job.title)).toEqual(['Translator', 'Analyst']);

    const skills = await section('Skills');
    await user.click(within(skills).getByRole('button', { name: 'Delete Mathematics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.of('POST', '/api/pcsx/profile_edit')).toHaveLength(1);
    await user.click(within(skills).getByRole('button', { name: 'Delete Mathematics' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(skills).findByText('No skills yet.')).toBeVisible();
    expect(server.of('POST', '/api/pcsx/profile_edit')[1]?.body).toMatchObject({
      op_section: 'skills',
      operation: 'delete',
      op_data: { index: 0 },
    });
  });

  it('says so when the profile cannot be loaded', async () => {
    installFakeServer({
      'GET /api/pcsx/profile_details': () => errorReply(500, 'boom'),
      'GET /api/pcsx/profile_analysis': () => errorReply(500, 'boom'),
    });
    await renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your profile could not be loaded' }),
    ).toBeVisible();
  });
});
