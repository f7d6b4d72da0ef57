import { BadgeCheck, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /profile: the signed-in person's own account, from their session. */
export function Component() {
  const { status, user } = useAuth();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Profile"
        title="Your profile"
        description="How you appear to artists and supporters."
      />
      {status === 'loading' && !user ? <LoadingState label="Loading" /> : null}
      {status === 'anonymous' ? (
        <SignInPrompt
          icon={UserRound}
          title="Sign in to see your profile"
          description="Your name, avatar and account details appear here once you are signed in."
        />
      ) : null}
      {user && status !== 'anonymous' ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
            <Avatar name={user.name} src={user.avatarUrl} size="xl" decorative />
            <div className="min-w-0 flex-1">
              <h2 className="flex items-center gap-2 font-display text-2xl font-semibold">
                {user.name}
                {user.verified ? (
                  <BadgeCheck aria-label="Verified" role="img" className="size-5 text-accent-text" />
                ) : null}
              </h2>
              <p className="text-ink-muted">@{user.username}</p>
              <p className="mt-1 truncate text-sm text-ink-muted">{user.email}</p>
              <Badge tone="accent" className="mt-3 capitalize">
                {user.role}
              </Badge>
            </div>
            <Button asChild variant="outline">
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </PageContainer>
  );
}
