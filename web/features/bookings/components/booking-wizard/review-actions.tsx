import { ArrowLeft, ExternalLink, LogIn } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { WALLET_PATH } from '#web/lib/app-links.ts';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { Button } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';

/** Why the request cannot go yet: nobody is signed in to pay, or the wallet is short. */
export type ReviewBlock =
  | {
      kind: 'sign-in';
      message: string;
      /** The server refused (rather than the wizard knowing beforehand): announce it. */
      fromServer: boolean;
    }
  | { kind: 'funds'; message: string }
  /** The artist changed the service since the client chose it: its new terms are on the review. */
  | { kind: 'changed'; message: string };

type ReviewActionsProps = {
  block: ReviewBlock | null;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
};

/**
 * The review's footer. A guest booking a paid session signs in (or signs up) over the wizard
 * instead of sending, and the wizard keeps everything meanwhile; a wallet too short for the price
 * says so with a top-up link that opens beside the wizard, so the request is still here to send.
 */
export function ReviewActions({ block, submitting, onSubmit, onBack }: ReviewActionsProps) {
  const authDialog = useAuthDialog();
  // One button that turns from 'Sign in to book' into 'Send Booking Request': the auth dialog
  // gives focus back to whatever opened it, and this button is still there when it closes.
  const primary = useRef<HTMLButtonElement>(null);
  const signIn = block?.kind === 'sign-in' ? block : null;

  return (
    <>
      {signIn ? (
        <div
          role={signIn.fromServer ? 'alert' : undefined}
          className="flex flex-col gap-1.5 rounded-xl border border-accent/40 bg-accent-soft/40 px-4 py-3 text-sm"
        >
          <p className="flex items-start gap-2.5 font-medium">
            <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
            {signIn.message}
          </p>
          <p className="pl-6.5 text-ink-muted">
            The MACS come from your wallet, so the request needs your account. Everything you typed stays here
            while you sign in. New to Easel?{' '}
            <Button
              variant="link"
              className="text-sm"
              onClick={() => {
                // This link goes away on signing up; the dialog returns focus to the main button.
                primary.current?.focus();
                authDialog.open('register', { accountType: 'supporter' });
              }}
            >
              Create an account
            </Button>
          </p>
        </div>
      ) : null}
      {block?.kind === 'changed' ? <FormAlert>{block.message}</FormAlert> : null}
      {block?.kind === 'funds' ? (
        <FormAlert>
          {block.message}{' '}
          <Link
            to={WALLET_PATH}
            target="_blank"
            rel="noopener"
            aria-label="Top up your wallet (opens in a new tab)"
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            Top up your wallet
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
          , then send the request again: everything here is kept.
        </FormAlert>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button
          ref={primary}
          onClick={signIn ? () => authDialog.open('login') : onSubmit}
          disabled={submitting}
        >
          {signIn ? <LogIn aria-hidden="true" /> : null}
          {signIn ? 'Sign in to book' : submitting ? 'Submitting...' : 'Send Booking Request'}
        </Button>
      </div>
    </>
  );
}
