import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  REPORT_DETAILS_MAX,
  type ReportBody,
  reportBodySchema,
  reportReasonLabels,
  reportReasons,
  reportTargetLabels,
} from '#shared/schemas/moderation.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Dialog, DialogContent, DialogFooter } from '#web/ui/dialog.tsx';
import { Field } from '#web/ui/field.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { toast } from '#web/ui/toast.tsx';
import { type ReportTarget, submitReport } from './report-api.ts';
import { focusOnClose, type ReturnFocus } from './return-focus.ts';

export type ReportDialogProps = {
  /** What is being reported; null keeps the dialog closed. */
  target: ReportTarget | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the menu button it was opened from). */
  returnFocus?: ReturnFocus;
};

/**
 * Report: a reason, details when the reason is 'Other', then POST /reports. A new report (201)
 * and one already open (200) are both a success; the server's sentence says which.
 */
export function ReportDialog({ target, onClose, returnFocus }: ReportDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={target ? `Report ${reportTargetLabels[target.targetType].toLowerCase()}` : 'Report'}
        description={target ? `What is wrong with ${target.name}? Our team reads every report.` : undefined}
        onCloseAutoFocus={focusOnClose(returnFocus)}
      >
        {/* Mounted only while open, so every report starts from a fresh form. */}
        {target ? <ReportForm target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type ReportValues = z.output<typeof reportBodySchema>;

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const reasonErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);
  const { register, handleSubmit, setError, control, formState } = useForm<ReportBody, unknown, ReportValues>(
    {
      resolver: zodResolver(reportBodySchema),
      defaultValues: { targetType: target.targetType, targetId: target.targetId, details: '' },
    },
  );
  const reason = useWatch({ control, name: 'reason' });
  const details = useWatch({ control, name: 'details' }) ?? '';
  const detailsRequired = reason === 'other';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await submitReport(values);
      toast.success(body.message);
      onDone();
    } catch (error) {
      setFailure(
        applyServerErrors(
          error,
          setError,
          ['reason', 'details'],
          'Your report was not sent. Please try again.',
        ),
      );
    }
    // A new attempt the fields refuse clears the last answer too: it spoke of other values.
  }, clearFailure);

  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          Reason
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {reportReasons.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm',
                'transition-colors hover:bg-surface-muted',
                'has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-text',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input type="radio" value={value} className="size-4 accent-accent" {...register('reason')} />
              {reportReasonLabels[value]}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={reasonErrorId} className="mt-1.5 text-xs font-medium text-danger">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="Details"
        required={detailsRequired}
        hint={
          detailsRequired
            ? `Tell us what is wrong. ${details.length}/${REPORT_DETAILS_MAX}`
            : `Optional. ${details.length}/${REPORT_DETAILS_MAX}`
        }
        error={errors.details?.message}
      >
        <Textarea
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          placeholder="Anything that helps our team understand, such as a link to the original work."
          {...register('details')}
        />
      </Field>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Submit report
        </Button>
      </DialogFooter>
    </form>
  );
}
