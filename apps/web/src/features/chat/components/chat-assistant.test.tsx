import type { ChatAnswer } from '@careers/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { installFakeServer } from '@/lib/testing/fake-server.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { ChatAssistant } from './chat-assistant.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer: ChatAnswer = {
  kind: 'search',
  reply: 'I found 2 open positions. These match best:',
  positions: [
    { id: 7, name: 'Registered Nurse', location: 'Manchester, United Kingdom', isRemote: true, postedTs: 1, isInCart: false, reasons: ['Remote'] },
  ],
  suggestions: ['Jobs posted this week'],
  search: { query: 'nurse', location: 'Manchester', filters: { filter_workplace: ['remote'] } },
  source: 'builtin',
}; // prettier-ignore

const cart = (ids: string[]) => ({
  data: {
    jobCartData: ids.map((id) => ({ id, name: 'Job', department: 'D', location: 'L', addedTs: 1 })),
    invalidPositionIds: [],
    maxItems: 20,
  },
});

describe('ChatAssistant', () => {
  it('asks with the page search and the cart, shows the cards, adds to the cart and applies the search', async () => {
    let cartIds = ['3'];
    const server = installFakeServer({
      'GET /api/pcsx/job_cart': () => ({ body: cart(cartIds) }),
      'POST /api/pcsx/job_cart': () => {
        cartIds = [...cartIds, '7'];
        return { body: cart(cartIds) };
      },
      'POST /api/pcsx/chat': () => ({ body: { data: answer } }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<ChatAssistant />, {
      namespaces: ['chat'],
      route: '/careers?query=nurse&location=Leeds&filter_department=Care',
      bootData: makeSignedInBootData({ config: { jobCart: { enabled: true } } }),
    });

    await user.click(screen.getByRole('button', { name: 'Ask our job assistant' }));
    const box = screen.getByRole('textbox', { name: 'Your message to the assistant' });
    expect(box).toHaveFocus();
    await waitFor(() => expect(server.of('GET', '/api/pcsx/job_cart')).toHaveLength(1));
    await user.type(box, 'remote nurse jobs in Manchester{Enter}');

    const log = screen.getByRole('log');
    expect(await within(log).findByText(answer.reply)).toBeInTheDocument();
    expect(server.of('POST', '/api/pcsx/chat')[0]!.body).toEqual({
      messages: [{ role: 'user', content: 'remote nurse jobs in Manchester' }],
      search: { query: 'nurse', location: 'Leeds', filters: { department: ['Care'] } },
      cartIds: ['3'],
    });

    await user.click(screen.getByRole('button', { name: /^Add to job cart\s*Registered Nurse$/ }));
    expect(await screen.findByText('In your job cart')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show these on the page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/careers?domain=acme.example&query=nurse&location=Manchester&filter_workplace=remote',
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ask our job assistant' })).toHaveFocus(),
    );
  });
});
