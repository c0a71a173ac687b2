import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import { toast, ToastContainer } from './index.ts';
import { toastStore } from './toast-store.ts';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  act(() => toastStore.clear());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces success politely and errors as alerts inside a labelled region', () => {
    render(<ToastContainer />);
    act(() => {
      toast.success('Saved');
      toast.error('Could not save');
    });
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(within(region).getByRole('status')).toHaveTextContent('Saved');
    expect(within(region).getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('leaves after 5 seconds by default, or after its own duration', () => {
    vi.useFakeTimers();
    render(<ToastContainer />);
    act(() => {
      toast.info('Short');
      toast.success('Long', { durationMs: 15_000 });
    });
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Short')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    expect(screen.getByText('Long')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('can be dismissed with its button', async () => {
    const user = userEvent.setup();
    render(<ToastContainer />);
    act(() => {
      toast.error('Upload failed');
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('stays while the pointer is on it', async () => {
    vi.useFakeTimers();
    render(<ToastContainer />);
    act(() => {
      toast.info('Hover me');
    });
    const item = screen.getByRole('status');
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
  });
});
