import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogTrigger, Modal } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { PressButton } from './press-button.tsx';

const TriggeredDialog = ({ trigger }: { trigger: React.ReactElement }) => (
  <DialogTrigger>
    {trigger}
    <Modal>
      <Dialog aria-label="Refer a friend">Dialog content</Dialog>
    </Modal>
  </DialogTrigger>
);

describe('PressButton', () => {
  it("opens a React Aria trigger's dialog, which the native Button cannot", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TriggeredDialog trigger={<Button>Refer</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<TriggeredDialog trigger={<PressButton variant="secondary">Refer</PressButton>} />);
    await user.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByRole('dialog', { name: 'Refer a friend' })).toBeVisible();
  });

  it('says what it is doing while pending', () => {
    render(
      <PressButton isPending pendingLabel="Uploading…">
        Upload a logo
      </PressButton>,
    );
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeInTheDocument();
  });
});
