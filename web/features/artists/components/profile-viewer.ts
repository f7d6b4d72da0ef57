/** Who is looking at a profile, handed down by the route so this feature needs no auth import. */
export type ProfileViewer = {
  signedIn: boolean;
  userId: string | null;
  /** Asks a visitor to sign in (the auth dialog). */
  requireSignIn: () => void;
};
