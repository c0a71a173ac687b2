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
});
