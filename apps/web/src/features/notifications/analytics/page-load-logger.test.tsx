import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { PageLoadLogger } from './page-load-logger.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Lets the effects run and the calls they start reach the fake server (it records them at once). */
const flushEffects = () => act(async () => {});

describe('PageLoadLogger', () => {
  it('logs a job details page load with the position id and the UTM parameters', async () => {
    window.history.replaceState(
      null,
      '',
      '/careers/job/42?domain=acme.example&utm_source=linkedin&utm_campaign=spring&other=x',
    );
    const server = installFakeServer({ 'POST /vslog': () => ({ status: 204 }) });
    await renderWithProviders(
      <PageLoadLogger pageId="singlePosition" domain="acme.example" positionId={42} />,
      { namespaces: [], route: '/careers/job/42' },
    );
    await waitFor(() => expect(server.of('POST', '/vslog')).toHaveLength(1));
    const [sent] = server.of('POST', '/vslog');
    expect(sent!.query.get('pid')).toBe('42');
    expect(sent!.query.get('domain')).toBe('acme.example');
    const body = sent!.body as { event: string; namespace: string; data_json: string };
    expect(body).toMatchObject({ event: 'page_load', namespace: 'pcsx_app' });
    expect(JSON.parse(body.data_json)).toEqual({
      page: 'singlePosition',
      path: '/careers/job/42',
      visit_id: expect.any(String),
      utm_source: 'linkedin',
      utm_campaign: 'spring',
    });
  });

  it('logs a page once, even when its position id arrives later', async () => {
    const server = installFakeServer({ 'POST /vslog': () => ({ status: 204 }) });
    const Harness = () => {
      const [positionId, setPositionId] = useState<number | undefined>(undefined);
      return (
        <>
          <PageLoadLogger pageId="jobs" domain="acme.example" positionId={positionId} />
          <button type="button" onClick={() => setPositionId(42)}>
            select
          </button>
        </>
      );
    };
    await renderWithProviders(<Harness />, { namespaces: [], route: '/careers' });
    await waitFor(() => expect(server.of('POST', '/vslog')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'select' }));
    await flushEffects();
    expect(server.of('POST', '/vslog')).toHaveLength(1);
  });

  it('does not log pages outside search, job details, profile, dashboard and forms', async () => {
    const server = installFakeServer({ 'POST /vslog': () => ({ status: 204 }) });
    await renderWithProviders(
      <PageLoadLogger pageId="settings" domain="acme.example" positionId={undefined} />,
      { namespaces: [] },
    );
    await flushEffects();
    expect(server.of('POST', '/vslog')).toHaveLength(0);
  });
});
