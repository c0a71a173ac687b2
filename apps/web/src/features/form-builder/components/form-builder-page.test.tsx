import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, type RecordedRequest } from '@/lib/testing/fake-server.ts';
import { startFakeTimers } from '@/lib/testing/fake-timers.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { FormBuilderPage } from './form-builder-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type SavedBody = {
  form_id: string;
  title: string;
  definition: { sections: { items: { label: string; type: string }[] }[] };
};

describe('the forms builder', () => {
  it('builds two questions (duplicate, move down, delete), saves the form and assigns it', async () => {
    const server = installFakeServer({
      'PUT /api/admin/forms': (request: RecordedRequest) => ({
        body: { data: { ...(request.body as object), kind: 'questionnaire', is_public: false } },
      }),
      'POST /api/admin/forms/welcome/assignments': () => ({
        body: { data: { form_id: 'welcome', email: 'demo@northwind.example', status: 'open' } },
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<FormBuilderPage />, {
      namespaces: ['form-builder', 'form-toolkit'],
    });

    await user.type(screen.getByLabelText('Form title'), 'Welcome');
    await user.type(screen.getByLabelText('Form ID'), 'welcome');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const label = screen.getByLabelText('Question');
    await user.clear(label);
    await user.type(label, 'Start date');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'date');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.clear(screen.getByLabelText('Question'));
    await user.type(screen.getByLabelText('Question'), 'T-shirt size');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    const questions = () =>
      screen.getAllByRole('toolbar').map((bar) => bar.getAttribute('aria-label'));
    expect(questions()).toEqual(['Start date', 'T-shirt size']);
    const toolbar = (name: string) => within(screen.getByRole('toolbar', { name }));
    expect(toolbar('Start date').getByRole('button', { name: 'Move question up' })).toBeDisabled();
    expect(
      toolbar('Start date').getByRole('button', { name: 'Duplicate question' }),
    ).toHaveAttribute('title', 'Duplicate question');

    // The new order is kept once the layout's 300 ms debounce has passed, on a fake clock.
    const clock = startFakeTimers();
    await clock.user.click(
      toolbar('Start date').getByRole('button', { name: 'Move question down' }),
    );
    expect(questions()).toEqual(['T-shirt size', 'Start date']);
    await clock.advance(1_000);
    await clock.user.click(
      toolbar('T-shirt size').getByRole('button', { name: 'Duplicate question' }),
    );
    expect(questions()).toEqual(['T-shirt size', 'T-shirt size (copy)', 'Start date']);
    await clock.user.click(
      toolbar('T-shirt size (copy)').getByRole('button', { name: 'Delete question' }),
    );
    expect(questions()).toEqual(['T-shirt size', 'Start date']);

    await clock.user.click(screen.getByRole('button', { name: 'Save form' }));
    await screen.findByRole('button', { name: 'Assign' });
    const saved = server.requests.find((request) => request.method === 'PUT')!.body as SavedBody;
    expect(saved.form_id).toBe('welcome');
    expect(saved.definition.sections[0]!.items.map((item) => [item.label, item.type])).toEqual([
      ['T-shirt size', 'text'],
      ['Start date', 'date'],
    ]);

    await clock.user.type(screen.getByLabelText("Candidate's email"), 'demo@northwind.example');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
    await clock.user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.endsWith('/assignments'))).toBe(true),
    );
    const assigned = server.requests.find((request) => request.path.endsWith('/assignments'))!;
    expect(assigned.body).toEqual({ email: 'demo@northwind.example' });
  }, 60_000);
});
