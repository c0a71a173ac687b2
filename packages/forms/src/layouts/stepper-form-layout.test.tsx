import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormDefinition } from '@careers/shared/forms/index';
import { renderForm } from '../test/render-form.tsx';

/** Gives `target` its own `name` of `value`; the returned function puts the original back. */
const fakeProperty = (target: object, name: string, value: unknown) => {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, value });
  return () => {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  };
};

const definition: FormDefinition = {
  sections: [
    {
      title: 'Contact',
      items: [
        { name: 'first', type: 'text', label: 'First name', required: true, newItem: true },
        { name: 'last', type: 'text', label: 'Last name', required: true, newItem: true },
        { name: 'nick', type: 'text', label: 'Nickname' },
      ],
    },
    {
      title: 'Experience',
      items: [{ name: 'years', type: 'number', label: 'Years', required: true, newItem: true }],
    },
    { title: 'Hidden', items: [{ name: 'secret', type: 'text', label: 'Secret', hidden: true }] },
    { title: 'Consent', items: [{ name: 'ok', type: 'checkboxItem', label: 'I agree' }] },
  ],
};

function steps() {
  const nav = screen.getByRole('navigation', { name: 'Application sections' });
  return within(nav).getAllByRole('button');
}

describe('stepper form', () => {
  it('lists visible sections in a labelled nav with new-question counts', () => {
    renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    const buttons = steps();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Contact2 new questions',
      'Experience1 new question',
      'Consent',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'step');
  });

  it('accepts a custom nav label', () => {
    renderForm({ definition, layout: 'stepper', navLabel: 'Onboarding steps' });
    expect(screen.getByRole('navigation', { name: 'Onboarding steps' })).toBeInTheDocument();
  });

  it('counts errors of touched or submitted invalid required fields', async () => {
    renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    expect(screen.queryByText(/error/)).not.toBeInTheDocument();
    fireEvent.blur(screen.getByLabelText(/First name/));
    expect(await screen.findByText('1 error found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 errors found')).toBeInTheDocument();
    expect(within(steps()[1]!).getByText('1 error found')).toBeInTheDocument();
  });

  it('moves between steps with arrows, Home and End, and focuses the first invalid field of a chosen step', async () => {
    renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    const [contact, experience, consent] = steps();
    contact!.focus();
    fireEvent.keyDown(contact!, { key: 'End' });
    expect(consent).toHaveFocus();
    expect(consent).not.toHaveAttribute('aria-current');
    fireEvent.keyDown(consent!, { key: 'Home' });
    expect(contact).toHaveFocus();
    fireEvent.keyDown(contact!, { key: 'ArrowDown' });
    expect(experience).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('2 errors found');
    fireEvent.click(steps()[0]!);
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.blur(screen.getByLabelText(/First name/));
    await waitFor(() =>
      expect(screen.getByLabelText(/First name/)).not.toHaveAttribute('aria-invalid'),
    );
    fireEvent.click(steps()[0]!);
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    fireEvent.click(steps()[2]!);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
  });

  it('focuses the first control of an invalid group (radio) when its step is chosen', async () => {
    renderForm({
      definition: {
        sections: [
          { title: 'One', items: [{ name: 'a', type: 'text', label: 'A' }] },
          {
            title: 'Two',
            items: [
              { name: 'note', type: 'text', label: 'Note' },
              {
                name: 'pick',
                type: 'radio',
                label: 'Pick',
                required: true,
                radioOptions: {
                  options: [
                    { label: 'Left', value: 'l' },
                    { label: 'Right', value: 'r' },
                  ],
                },
              },
            ],
          },
        ],
      },
      layout: 'stepper',
      onSubmit: vi.fn(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Pick is required');
    fireEvent.click(steps()[1]!);
    expect(screen.getByRole('radio', { name: 'Left' })).toHaveFocus();
  });

  it('keeps a manual choice for one second before following the scroll again', () => {
    vi.useFakeTimers();
    renderForm({ definition, layout: 'stepper' });
    const [, experience, consent] = steps();
    const place = (id: string, top: number) => {
      const section = document.getElementById(id);
      if (section) section.getBoundingClientRect = () => ({ top }) as DOMRect;
    };
    const ids = [...document.querySelectorAll('section')].map((section) => section.id);
    fireEvent.click(consent!);
    place(ids[0]!, -500);
    place(ids[1]!, 0);
    place(ids[2]!, 600);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(60);
    });
    expect(consent).toHaveAttribute('aria-current', 'step');
    act(() => {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(60);
    });
    expect(experience).toHaveAttribute('aria-current', 'step');
    vi.useRealTimers();
  });

  it('shows page progress in steps of 10 percent and a sticky footer with the actions', () => {
    renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    // The page's measurements are faked for this test only: the next test file may share the
    // window (vitest.config.ts: isolate: false).
    const restore = [
      fakeProperty(document.documentElement, 'scrollHeight', 2000),
      fakeProperty(window, 'innerHeight', 1000),
      fakeProperty(window, 'scrollY', 370),
    ];
    try {
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute(
        'aria-valuenow',
        '30',
      );
      expect(screen.getByRole('button', { name: 'Submit' }).parentElement?.className).toMatch(
        /footer/,
      );
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('pads page scrolling by the footer height, re-measured 500 ms after it resizes', () => {
    vi.useFakeTimers();
    let notify: () => void = () => undefined;
    class FakeResizeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    let height = 72;
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ height }) as DOMRect);
    const { unmount } = renderForm({ definition, layout: 'stepper', onSubmit: vi.fn() });
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
    height = 120;
    notify();
    act(() => vi.advanceTimersByTime(499));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('72px');
    act(() => vi.advanceTimersByTime(1));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('120px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    measure.mockRestore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
