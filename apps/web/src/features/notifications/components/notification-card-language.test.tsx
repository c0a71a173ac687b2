import type { Notification } from '@careers/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { NotificationCard } from './notification-card.tsx';

const offer: Notification = {
  id: '11',
  categoryTitle: 'Job offer',
  message: 'You have received a job offer for Robot Whisperer.',
  createdAt: new Date().toISOString(),
  isClicked: false,
  isViewed: false,
  isActionRequired: true,
  redirectUrl: '/careers/offers?domain=acme.example',
  notificationType: 'offer_extended',
};

// the page was opened with `hl`; its parameters are read once per load, before anything else here
beforeEach(() => {
  window.history.replaceState(null, '', '/careers/dashboard?domain=acme.example&hl=en');
});

describe('a notification on a page opened with hl', () => {
  it('links to its page keeping hl, so a new tab opens in the same language', async () => {
    await renderWithProviders(
      <NotificationCard notification={offer} now={Date.now()} onOpen={vi.fn()} />,
      {
        namespaces: ['notifications'],
        bootData: makeSignedInBootData(),
        route: '/careers/dashboard?domain=acme.example&hl=en',
      },
    );
    expect(await screen.findByRole('link')).toHaveAttribute(
      'href',
      '/careers/offers?domain=acme.example&hl=en',
    );
  });
});
