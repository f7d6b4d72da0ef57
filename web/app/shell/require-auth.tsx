import { Navigate, Outlet } from 'react-router';
import { useAuth } from '#web/lib/auth-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';

/** Spec section 2: protected routes show Loading while the session resolves, then send visitors home. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingState label="Loading" className="min-h-[50vh]" />;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return <Outlet />;
}
