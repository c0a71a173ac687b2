import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StatusPanel } from './status-panel.tsx';

/** A form that is replaced by the panel once sent, as the apply page does. */
const SentAfterSubmit = ({ takesFocus }: { takesFocus: boolean }) => {
  const [isSent, setIsSent] = useState(false);
  return isSent ? (
    <StatusPanel
      headingId="sent"
      heading="Application sent"
      texts={['We will be in touch.']}
      actions={null}
      takesFocus={takesFocus}
    />
  ) : (
    <button type="button" onClick={() => setIsSent(true)}>
      Submit application
    </button>
  );
};

describe('status panel', () => {
  it('takes the focus on its heading when it replaces the control that had it', async () => {
    const user = userEvent.setup();
    render(<SentAfterSubmit takesFocus />);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Application sent' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus and the tab order alone otherwise', async () => {
    const user = userEvent.setup();
    render(<SentAfterSubmit takesFocus={false} />);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
    expect(document.activeElement).toBe(document.body);
  });
});
