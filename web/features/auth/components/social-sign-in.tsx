import { Wallet } from 'lucide-react';
import { Button } from '#web/ui/button.tsx';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4Z"
      />
    </svg>
  );
}

/** Spec §2: Wallet and Google sign-in are present but not yet available; the hint says so in text. */
export function SocialSignIn() {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-xs text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        or
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" disabled aria-describedby="social-sign-in-hint">
          <Wallet aria-hidden="true" />
          Continue with Wallet
        </Button>
        <Button variant="outline" disabled aria-describedby="social-sign-in-hint">
          <GoogleMark />
          Continue with Google
        </Button>
      </div>
      <p id="social-sign-in-hint" className="text-center text-xs text-ink-muted">
        Wallet and Google sign-in: Coming soon
      </p>
    </div>
  );
}
