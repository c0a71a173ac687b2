import { NOTIFICATION_ANCHOR_INTERVAL_MS, type Notification } from '@careers/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, installFakeServer } from '@/lib/testing/fake-server.ts';
import { startFakeTimers } from '@/lib/testing/fake-timers.ts';
import { makeSignedInBootData } from '@/lib/testing/boot-data.ts';
import { renderWithProviders } from '@/lib/testing/render-with-providers.tsx';
import { NotificationCenter, NotificationSlot } from './notification-center.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const offer: Notification = {
  id: '11',
  categoryTitle: 'Job offer',
  message: 'You have received a job offer for Robot Whisperer. Review and sign it.',
  createdAt: minutesAgo(5),
  isClicked: false,
  isViewed: false,
  isActionRequired: true,
  redirectUrl: '/careers/offers?domain=acme.example',
  notificationType: 'offer_extended',
};
const alert: Notification = {
  ...offer,
  id: '12',
  categoryTitle: 'Job alerts',
  message: '3 new jobs match your alert "Data engineer".',
  createdAt: minutesAgo(3 * 60),
  isClicked: true,
  isActionRequired: false,
  redirectUrl: '/careers/search?domain=acme.example',
  notificationType: 'job_alert',
};

const bootData = (hasActionRequired = true) => ({
  body: {
    data: {
      groupId: 'tenant-1',
      isLoggedIn: true,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: hasActionRequired,
    },
  },
});

type Handlers = Parameters<typeof installFakeServer>[0];
const server = (overrides: Handlers = {}, hasActionRequired = true) =>
  installFakeServer({
    'GET /api/pcsx/notifications_boot_data': () => bootData(hasActionRequired),
    'GET /api/pcsx/notification_badge': () => ({ body: { data: { count: 3 } } }),
    'GET /api/pcsx/notifications': (request) => ({
      body: {
        data: request.query.get('type_filter') === 'action_required' ? [offer] : [offer, alert],
      },
    }),
    'POST /api/pcsx/notifications/mark_all_viewed': () => ({ body: { data: { updated: 3 } } }),
    'POST /api/pcsx/notifications/mark_all_clicked': () => ({ body: { data: { updated: 1 } } }),
    ...overrides,
  });

const renderCentre = () =>
  renderWithProviders(<NotificationSlot />, {
    namespaces: ['notifications'],
    bootData: makeSignedInBootData(),
    route: '/careers/dashboard?domain=acme.example',
  });

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('NotificationCenter', () => {
  it('shows the unread count; opening resets it to 0, marks all viewed and lists the cards', async () => {
    const fake = server();
    const user = userEvent.setup();
    await renderCentre();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');

    const dialog = await openPanel(user);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.of('POST', '/api/pcsx/notifications/mark_all_viewed')).toHaveLength(1),
    );
    expect(fake.of('POST', '/api/pcsx/notifications/mark_all_viewed')[0]!.body).toEqual({
      domain: 'acme.example',
    });

    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const links = await within(dialog).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Job offer');
    expect(links[0]).toHaveTextContent('Action required');
    expect(links[0]).toHaveTextContent(offer.message);
    expect(links[0]).toHaveTextContent('5 minutes ago');
    expect(within(links[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(links[1]).toHaveTextContent('3 hours ago');
    expect(links[1]).not.toHaveTextContent('Action required');
    expect(within(links[1]!).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(fake.of('GET', '/api/pcsx/notifications')[0]!.query.get('hl')).toBe('en');
  });

  it('moves between the tabs with the arrow keys and filters by action_required', async () => {
    const fake = server();
    const user = userEvent.setup();
    await renderCentre();
    const dialog = await openPanel(user);
    const all = within(dialog).getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    await within(dialog).findAllByRole('link');

    act(() => all.focus());
    await user.keyboard('{ArrowRight}');
    const actionRequired = within(dialog).getByRole('tab', { name: 'Action required' });
    expect(actionRequired).toHaveAttribute('aria-selected', 'true');
    expect(actionRequired).toHaveFocus();
    await waitFor(() =>
      expect(
        fake
          .of('GET', '/api/pcsx/notifications')
          .some((request) => request.query.get('type_filter') === 'action_required'),
      ).toBe(true),
    );
    const panel = within(dialog).getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(1));

    await user.keyboard('{ArrowLeft}');
    expect(all).toHaveAttribute('aria-selected', 'true');
  });

  it('shows only the All tab when no action-required types are configured', async () => {
    server({}, false);
    const user = userEvent.setup();
    await renderCentre();
    const dialog = await openPanel(user);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All']);
  });

  it('marks a clicked card at once, follows its link, and rolls back when the server fails', async () => {
    let fail: (() => void) | undefined;
    const fake = server({
      'POST /api/pcsx/notifications/11/mark_clicked': () =>
        new Promise((resolve) => {
          fail = () => resolve(errorReply(500, 'Database unavailable'));
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderCentre();
    const dialog = await openPanel(user);
    const [first] = await within(dialog).findAllByRole('link');
    await user.click(first!);

    // followed the redirect at once
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.example');
    const cached = () =>
      queryClient.getQueryData<Notification[]>([
        'notifications',
        'list',
        'acme.example',
        'all',
        'en',
      ]);
    await waitFor(() =>
      expect(fake.of('POST', '/api/pcsx/notifications/11/mark_clicked')).toHaveLength(1),
    );
    expect(cached()?.find((n) => n.id === '11')?.isClicked).toBe(true);

    fail!();
    await waitFor(() => expect(cached()?.find((n) => n.id === '11')?.isClicked).toBe(false));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a successful click marked', async () => {
    const fake = server({
      'POST /api/pcsx/notifications/11/mark_clicked': () => ({ body: { data: { updated: 1 } } }),
    });
    const user = userEvent.setup();
    const { queryClient } = await renderCentre();
    const dialog = await openPanel(user);
    const [first] = await within(dialog).findAllByRole('link');
    await user.click(first!);
    await waitFor(() =>
      expect(fake.of('POST', '/api/pcsx/notifications/11/mark_clicked')).toHaveLength(1),
    );
    // settled: a failure would have rolled the mark back by now
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    const list = queryClient.getQueryData<Notification[]>([
      'notifications',
      'list',
      'acme.example',
      'all',
      'en',
    ]);
    expect(list?.find((n) => n.id === '11')?.isClicked).toBe(true);
  });

  it('fails silently: a failed badge is 0, a failed list is the empty state, logged to the console', async () => {
    server({
      'GET /api/pcsx/notification_badge': () => errorReply(500, 'boom'),
      'GET /api/pcsx/notifications': () => errorReply(500, 'boom'),
      'POST /api/pcsx/notifications/mark_all_viewed': () => errorReply(500, 'boom'),
    });
    const user = userEvent.setup();
    await renderCentre();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(3));
  });

  it('hides the centre when its boot data fails or notifications are off', async () => {
    server({ 'GET /api/pcsx/notifications_boot_data': () => errorReply(500, 'boom') });
    await renderCentre();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('finds an anchor that appears later (up to 30 tries, 300 ms apart)', async () => {
    server();
    await renderWithProviders(<NotificationCenter />, {
      namespaces: ['notifications'],
      bootData: makeSignedInBootData(),
    });
    const clock = startFakeTimers();
    await clock.advance(2 * NOTIFICATION_ANCHOR_INTERVAL_MS);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    const anchor = document.createElement('span');
    anchor.id = 'pcsx-notification-anchor';
    document.body.append(anchor);
    try {
      await clock.advance(NOTIFICATION_ANCHOR_INTERVAL_MS);
      expect(
        await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
      ).toBeInTheDocument();
    } finally {
      anchor.remove();
    }
  });

  it('opens as a fullscreen modal at 1024 px and narrower, with a close button', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 1024px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    server();
    const user = userEvent.setup();
    await renderCentre();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
