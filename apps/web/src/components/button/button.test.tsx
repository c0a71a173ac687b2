import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('says what it is doing while pending, and ignores presses', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Button onPress={onPress} pendingLabel="Sending code…">
        Send code
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onPress).toHaveBeenCalledTimes(1);

    rerender(
      <Button onPress={onPress} isPending pendingLabel="Sending code…">
        Send code
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending code…' });
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).not.toBeDisabled();
  });

  it('keeps its children while pending when it has no pending label', () => {
    render(<Button isPending>Try again</Button>);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('never submits its form unless it is a submit button, and not while pending', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const user = userEvent.setup();
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button>Add a row</Button>
        <Button type="submit" isPending pendingLabel="Saving…">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('answers Enter and Space from the keyboard, and not when disabled', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Button onPress={onPress}>Next</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);

    rerender(
      <Button onPress={onPress} isDisabled>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
