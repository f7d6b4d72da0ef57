import type { AdminUser } from '#shared/schemas/moderation.ts';
import { setSuspended, setVerified } from '../api/admin-actions.ts';
import type { AdminAction } from './admin-action.ts';

export type PersonActionKind = 'suspend' | 'unsuspend' | 'grant-verified' | 'remove-verified';

export const roleLabels: Record<AdminUser['role'], string> = {
  user: 'Supporter',
  artist: 'Artist',
  admin: 'Operator',
};

/** Suspend or unsuspend, and grant or remove the badge; an operator never suspends themself here. */
export function listPersonActions(person: AdminUser, operatorId: string): PersonActionKind[] {
  const kinds: PersonActionKind[] = [];
  if (person.suspended) kinds.push('unsuspend');
  else if (person.id !== operatorId) kinds.push('suspend');
  kinds.push(person.verified ? 'remove-verified' : 'grant-verified');
  return kinds;
}

export const personActionLabels: Record<PersonActionKind, string> = {
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  'grant-verified': 'Grant verified badge',
  'remove-verified': 'Remove verified badge',
};

export function buildPersonAction(kind: PersonActionKind, person: AdminUser): AdminAction {
  const subject = `${person.name} @${person.username} · ${person.email}`;
  switch (kind) {
    case 'suspend':
      return {
        title: `Suspend ${person.name}`,
        description:
          'Their sessions end at once and they cannot sign in; their profile, artworks and campaigns leave ' +
          'every public list, and their pending bookings are declined.',
        confirmLabel: 'Suspend',
        destructive: true,
        subject,
        send: ({ reason }) => setSuspended(person.id, true, reason),
      };
    case 'unsuspend':
      return {
        title: `Unsuspend ${person.name}`,
        description:
          'They can sign in again and their work returns to public lists. Declined bookings stay declined.',
        confirmLabel: 'Unsuspend',
        subject,
        send: ({ reason }) => setSuspended(person.id, false, reason),
      };
    case 'grant-verified':
      return {
        title: 'Grant verified badge',
        description: `The verified badge appears beside ${person.name}'s name across Easel.`,
        confirmLabel: 'Grant badge',
        subject,
        send: ({ reason }) => setVerified(person.id, true, reason),
      };
    case 'remove-verified':
      return {
        title: 'Remove verified badge',
        description: `The verified badge no longer appears beside ${person.name}'s name.`,
        confirmLabel: 'Remove badge',
        destructive: true,
        subject,
        send: ({ reason }) => setVerified(person.id, false, reason),
      };
  }
}
