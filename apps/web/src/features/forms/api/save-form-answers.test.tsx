import type { FormSummary } from '@careers/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormsList } from '@/lib/data/forms-list.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { useSaveFormAnswers } from './save-form-answers.ts';

const summary = (status: FormSummary['status']): FormSummary => ({
  form_id: 'profile',
  title: 'Your profile',
  kind: 'questionnaire',
  status,
  assigned_at: '2026-11-18T10:00:00Z',
  updated_at: '2026-11-18T10:00:00Z',
  due_at: null,
});

/** The forms centre's list (another feature's view of the same data) beside a submit button. */
const Probe = () => {
  const list = useFormsList();
  const submit = useSaveFormAnswers('profile', 'submit');
  return (
    <>
      <p>{list.data?.forms.map((form) => `${form.form_id}: ${form.status}`).join()}</p>
      <button type="button" onClick={() => submit.mutate({ fullName: 'Alex Kim' })}>
        Submit
      </button>
    </>
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveFormAnswers', () => {
  it('submits the answers, and the forms list shows the form completed without a reload', async () => {
    let status: FormSummary['status'] = 'open';
    const server = installFakeServer({
      'GET /api/pcsx/forms_list': () => ({ body: { data: { forms: [summary(status)] } } }),
      'POST /api/pcsx/forms/profile/submit': () => {
        status = 'completed';
        return {
          body: {
            data: {
              answers: { fullName: 'Alex Kim' },
              status: 'submitted',
              updated_at: '2026-11-20T10:00:00Z',
            },
          },
        };
      },
    });
    await renderWithProviders(<Probe />, {
      namespaces: [],
      route: '/careers/forms?domain=acme.example',
      bootData: makeSignedInBootData(),
    });
    expect(await screen.findByText('profile: open')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('profile: completed')).toBeVisible();
    expect(server.of('POST', '/api/pcsx/forms/profile/submit')[0]?.body).toEqual({
      domain: 'acme.example',
      answers: { fullName: 'Alex Kim' },
    });
    expect(server.of('GET', '/api/pcsx/forms_list')[0]?.query.get('include_tab_list')).toBe('true');
  });
});
