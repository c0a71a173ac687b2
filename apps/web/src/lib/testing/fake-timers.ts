import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

type TimerGlobal = { jest?: { advanceTimersByTime: (ms: number) => void } };

/**
 * Fake timers for a test of a debounce, a poll or a delay: the user's typing and the test's
 * `advance` move the fake clock, so nothing waits in real time and the test can say exactly how
 * long is too short. Start them once the component is rendered (the catalogues load before).
 * Testing Library recognises fake timers by a `jest` global: given one, its findBy, waitFor and
 * user-event's wrapper move the fake clock instead of waiting for a real one that never comes.
 */
export const startFakeTimers = () => {
  vi.useFakeTimers();
  const timerGlobal = globalThis as TimerGlobal;
  timerGlobal.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  onTestFinished(() => {
    delete timerGlobal.jest;
    vi.useRealTimers();
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  /** Moves the clock on by `ms`, running the timers due and the promises they settle. */
  const advance = async (ms: number) => {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  };
  return { user, advance };
};
