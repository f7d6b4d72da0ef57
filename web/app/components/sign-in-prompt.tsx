import { LogIn, type LucideIcon } from 'lucide-react';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';

/** For pages about "your" things when nobody is signed in: says why, offers the way in. */
export function SignInPrompt({
  icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  const authDialog = useAuthDialog();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => authDialog.open('login')}>
            <LogIn aria-hidden="true" />
            Log in
          </Button>
          <Button variant="outline" onClick={() => authDialog.open('register')}>
            Create an account
          </Button>
        </div>
      }
    />
  );
}
