import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent } from './dialog.tsx';
import { Sheet, SheetContent } from './sheet.tsx';

/** A dialog opened from a plain button with `open` state, as Buy, Make Offer and Book Session are. */
function OpenedByState({ returnTo }: { returnTo?: boolean }) {
  const [open, setOpen] = useState(false);
  const other = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Buy now</Button>
      <Button ref={other}>Somewhere else</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Buy"
          onCloseAutoFocus={(event) => {
            if (!returnTo) return;
            event.preventDefault();
            other.current?.focus();
          }}
        >
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog opened without a trigger', () => {
  it('gives focus back to the button that opened it, on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Buy now' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Buy' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("lets the caller send focus elsewhere (a menu's button for a dialog opened from its item)", async () => {
    const user = userEvent.setup();
    render(<OpenedByState returnTo />);
    screen.getByRole('button', { name: 'Buy now' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Buy' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus());
  });

  it('does the same for a sheet', async () => {
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open menu</Button>
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetContent title="Menu">
              <a href="#top">Top</a>
            </SheetContent>
          </Sheet>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Menu />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
