import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { MODERATION_REASON_MAX } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Input } from '#web/ui/input.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { adminKeys } from '../api/admin-api.ts';
import { ACTION_FAILED_MESSAGE, isStaleDecision, serverFieldErrors } from '../lib/action-errors.ts';
import type { ActionInput, AdminAction } from '../lib/admin-action.ts';
import { type ActionErrors, validateAction } from '../lib/validate-action.ts';

/** Server validation details that belong under one of the dialog's fields. */
const fieldErrors = (error: unknown): ActionErrors => serverFieldErrors(error, ['reason', 'txHash']);

type ReasonDialogProps = { action: AdminAction | null; onClose: () => void };

/** Asks the short written reason every operator act needs (and a hash to complete a bridge), then sends it. */
export function ReasonDialog({ action, onClose }: ReasonDialogProps) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<ActionInput>({ reason: '', txHash: '' });
  const [errors, setErrors] = useState<ActionErrors>({});
  const send = useMutation({
    mutationFn: ({ run, values }: { run: AdminAction['send']; values: ActionInput }) => run(values),
  });
  const { reset } = send;
  // The last act stays on screen while the dialog fades out after closing.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);

  useEffect(() => {
    if (!action) return;
    setInput({ reason: '', txHash: '' });
    setErrors({});
    reset();
  }, [action, reset]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const change = (field: keyof ActionInput, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action || send.isPending) return;
    const checked = validateAction(input, action.asksTxHash ?? false);
    if (checked.errors) return setErrors(checked.errors);
    send.mutate(
      { run: action.send, values: checked.values },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          void refresh();
          onClose();
        },
        onError: (error) => {
          if (!isStaleDecision(error)) return setErrors(fieldErrors(error));
          toast.error(errorMessage(error, ACTION_FAILED_MESSAGE));
          void refresh();
          onClose();
        },
      },
    );
  };

  const placedOnField = Object.values(fieldErrors(send.error)).some(Boolean);
  const reasonOptional = shown?.asksTxHash ?? false;

  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent title={shown?.title ?? ''} description={shown?.description}>
        {shown?.subject ? (
          <div className="rounded-xl bg-surface-muted px-4 py-3 text-sm [overflow-wrap:anywhere]">
            {shown.subject}
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {shown?.asksTxHash ? (
            <Field label="Transaction hash" required error={errors.txHash}>
              <Input
                name="txHash"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                value={input.txHash}
                maxLength={200}
                disabled={send.isPending}
                onChange={(event) => change('txHash', event.target.value)}
              />
            </Field>
          ) : null}
          <Field
            label={reasonOptional ? 'Reason (optional)' : 'Reason'}
            required={!reasonOptional}
            hint="Recorded in the audit log with your name."
            error={errors.reason}
          >
            <Textarea
              name="reason"
              rows={3}
              value={input.reason}
              maxLength={MODERATION_REASON_MAX}
              disabled={send.isPending}
              onChange={(event) => change('reason', event.target.value)}
            />
          </Field>
          {send.isError && !placedOnField ? (
            <FormAlert>{errorMessage(send.error, ACTION_FAILED_MESSAGE)}</FormAlert>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={shown?.destructive ? 'danger' : 'primary'}
              loading={send.isPending}
            >
              {shown?.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
