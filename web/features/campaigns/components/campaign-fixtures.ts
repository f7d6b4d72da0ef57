import type { Campaign } from '#shared/schemas/campaigns.ts';

let next = 0;

/** A campaign as GET /campaigns sends it; tests override the fields they are about. */
export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: `Campaign ${next}`,
    description: 'A project in need of support.',
    imageUrl: null,
    artistName: 'Maya Chen',
    artistUsername: 'maya',
    artistId: '11111111-1111-4111-8111-111111111111',
    currentAmount: 0,
    pendingAmount: 0,
    targetAmount: 1_000,
    progressPercentage: 0,
    daysRemaining: 30,
    backers: 0,
    status: 'active',
    createdAt: '2025-03-01T12:00:00.000Z',
    deadline: '2025-04-10T12:00:00.000Z',
    hiddenReason: null,
    ...overrides,
  };
}
