import type { ReactNode } from 'react';
import type { ActionResult } from '../api/admin-actions.ts';

export type ActionInput = { reason: string; txHash: string };

/**
 * One operator act waiting for its written reason: what the dialog says, and the call it makes. Each
 * panel builds these; one dialog asks for the reason and sends them.
 */
export type AdminAction = {
  title: string;
  description: ReactNode;
  /** The button that sends it, e.g. 'Hide content'. */
  confirmLabel: string;
  /** What the act is about (the person, the amount), shown above the reason. */
  subject?: ReactNode;
  destructive?: boolean;
  /** Completing a bridge request asks for the transaction hash; its reason is then optional. */
  asksTxHash?: boolean;
  send: (input: ActionInput) => Promise<ActionResult>;
};
