import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntentBoundary } from './intent-boundary.tsx';
import { useLoadOnIntent } from './use-load-on-intent.ts';

type WidgetProps = { hasFocusAtFirst: boolean; isOpenAtFirst: boolean };

/** The widget whose code "loads": its button, and what it shows open. */
const Widget = ({ hasFocusAtFirst, isOpenAtFirst }: WidgetProps) => (
  <>
    {/* eslint-disable-next-line jsx-a11y/no-autofocus -- what the hook hands over */}
    <button type="button" autoFocus={hasFocusAtFirst}>
      Widget
    </button>
    {isOpenAtFirst ? <p>Opened</p> : null}
  </>
);

/** A widget behind a lazy import the test resolves when it likes. */
const setUp = () => {
  let arrive: (() => void) | undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: ComponentType<WidgetProps> }>((resolve) => {
        arrive = () => resolve({ default: Widget });
      }),
  );
  const LazyWidget = lazy(load);
  const Host = () => {
    const { isShown, focused, pressed, intentPropsOf } = useLoadOnIntent();
    const standIn = (
      <button type="button" {...intentPropsOf('widget')}>
        Stand-in
      </button>
    );
    return (
      <>
        <button type="button">Before</button>
        <IntentBoundary isShown={isShown} standIn={standIn}>
          <LazyWidget hasFocusAtFirst={focused === 'widget'} isOpenAtFirst={!!pressed} />
        </IntentBoundary>
      </>
    );
  };
  render(<Host />);
  const codeArrives = async () => {
    await act(async () => {
      arrive?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { load, codeArrives };
};

describe('useLoadOnIntent', () => {
  it('loads nothing until the reader reaches for the widget; focus stays on it meanwhile and passes to it', async () => {
    const { load, codeArrives } = setUp();
    const user = userEvent.setup();
    await user.tab();
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    // the stand-in stays, focused, while the code loads
    expect(screen.getByRole('button', { name: 'Stand-in' })).toHaveFocus();

    await codeArrives();
    expect(screen.queryByRole('button', { name: 'Stand-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Widget' })).toHaveFocus();
    expect(screen.queryByText('Opened')).toBeNull();
  });

  it('opens the widget pressed while its code loaded', async () => {
    const { codeArrives } = setUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stand-in' }));
    await codeArrives();
    expect(screen.getByText('Opened')).toBeVisible();
  });

  it('keeps the stand-in through a press under way, so the press is not lost', async () => {
    const { codeArrives } = setUp();
    const standIn = screen.getByRole('button', { name: 'Stand-in' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Stand-in' })).toBe(standIn);

    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn);
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Widget' })).toBeVisible();
    expect(screen.getByText('Opened')).toBeVisible();
  });
});
