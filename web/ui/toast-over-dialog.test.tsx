import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog.tsx';
import { clearToasts, Toaster, toast } from './toast.tsx';

afterEach(() => act(() => clearToasts()));

/** The app's layout: the page and its toast area side by side, a modal dialog portalled to the body. */
function PageWithDialog() {
  return (
    <div id="root">
      <main>The page behind</main>
      <Dialog open>
        <DialogContent title="Report artwork">
          <p>What is wrong?</p>
        </DialogContent>
      </Dialog>
      <Toaster />
    </div>
  );
}

it('announces a toast raised while a modal dialog is open, and dismissing it keeps the dialog', async () => {
  render(<PageWithDialog />);
  // The dialog hides the page behind it from assistive technology…
  expect(screen.queryByText('The page behind')?.closest('[aria-hidden="true"]')).not.toBeNull();
  act(() => {
    toast.success('Thank you. Our team will look at your report.');
  });
  // …but not the toast, which is in the accessibility tree.
  expect(screen.getByRole('status')).toHaveTextContent('Thank you. Our team will look at your report.');
  // jsdom has no stylesheet, so the card's pointer-events-auto class cannot lift the body's
  // pointer-events: none that the modal sets; in the browser it does (e2e/moderation.e2e.ts).
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.getByRole('dialog', { name: 'Report artwork' })).toBeInTheDocument();
});
