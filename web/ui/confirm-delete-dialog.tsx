import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogFooter } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';

export type ConfirmDeleteDialogProps<T> = {
  /** What is about to be deleted; null keeps the dialog closed. */
  target: T | null;
  title: string;
  /** The question, e.g. spec §5 'Are you sure you want to delete this media?'. */
  description: string;
  /** The name shown under the question, so the person sees what goes. */
  targetLabel: (target: T) => string;
  /** Deletes on the server; a rejection is shown in the dialog and nothing is removed locally. */
  remove: (target: T) => Promise<unknown>;
  /** Turns a failure into words (the server's message or a fallback). */
  describeError: (error: unknown) => string;
  onDeleted: (target: T) => void;
  onClose: () => void;
};

/** Asks before deleting, and only reports success once the server has deleted. */
export function ConfirmDeleteDialog<T>({
  target,
  title,
  description,
  targetLabel,
  remove,
  describeError,
  onDeleted,
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (target) setError(null);
  }, [target]);

  async function confirm() {
    if (!target) return;
    setPending(true);
    setError(null);
    try {
      await remove(target);
      onDeleted(target);
      onClose();
    } catch (err) {
      setError(describeError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" size="sm" title={title} description={description}>
        {target ? <p className="text-sm font-medium break-words">“{targetLabel(target)}”</p> : null}
        {error ? <FormAlert className="mt-4">{error}</FormAlert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
