import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { sendMessageSchema } from '#shared/schemas/messages.ts';
import { Button } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Textarea } from '#web/ui/textarea.tsx';

export type ComposerProps = {
  /** Resolves when the server kept the message; rejects with the reason it did not. */
  onSend: (body: string) => Promise<unknown>;
  error: string | null;
  recipientName: string;
};

/** Enter sends, Shift+Enter starts a new line; the text stays put if sending fails. */
export function MessageComposer({ onSend, error, recipientName }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Just sent and nothing typed since: a second press (a double click) is the same send, not an
  // empty message to complain about.
  const [justSent, setJustSent] = useState(false);
  const id = useId();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (justSent && draft.trim() === '') return;
    const parsed = sendMessageSchema.safeParse({ body: draft });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setJustSent(true);
    const text = draft;
    setDraft('');
    // The thread already shows it; on failure the words come back so nothing typed is lost.
    onSend(parsed.data.body).catch(() => setDraft((current) => current || text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  const shown = problem ?? error;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        Message to {recipientName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setJustSent(false);
          }}
          onKeyDown={onKeyDown}
          placeholder={`Write to ${recipientName}…`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          className="min-h-12 resize-none"
        />
        <Button type="submit" aria-label="Send">
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      {shown ? (
        <div id={`${id}-error`}>
          <FormAlert>{shown}</FormAlert>
        </div>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          Enter to send, Shift+Enter for a new line
        </p>
      )}
    </form>
  );
}
