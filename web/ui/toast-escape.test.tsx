// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast-store';
import { Modal } from './modal';
import { ToastHost } from './toast-host';

function DialogWithCopy() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ToastHost />
      <Modal open={open} onOpenChange={setOpen} title="Outreach Email">
        <button type="button" onClick={() => toast({ title: 'Copied' })}>
          Copy
        </button>
      </Modal>
    </>
  );
}

describe('a toast over an open dialog', () => {
  it('does not take Escape: one press closes the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogWithCopy />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
