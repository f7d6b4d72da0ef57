import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countSuspendedAccounts } from '#server/domains/auth/suspension.ts';
import {
  countOpenDisputes,
  listOpenDisputes,
  resolveDispute,
} from '#server/domains/bookings/booking-disputes.ts';
import { bookingDeps } from '#server/domains/bookings/booking-route-kit.ts';
import { decideContribution } from '#server/domains/campaigns/contribution-decisions.ts';
import {
  campaignOfContribution,
  countPendingCrypto,
  listPendingCrypto,
} from '#server/domains/campaigns/pending-crypto.ts';
import { settleBridge } from '#server/domains/wallet/bridge-settle.ts';
import { countPendingBridge, listPendingBridge } from '#server/domains/wallet/pending-bridge.ts';
import { OPERATOR_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance, AuthContext } from '#server/platform/context.ts';
import { notFound } from '#server/platform/errors.ts';
import { disputeOutcomeLabels } from '#shared/booking-payments.ts';
import { disputeResolveBodySchema } from '#shared/schemas/disputes.ts';
import {
  actionResponseSchema,
  adminSummaryResponseSchema,
  adminUserListResponseSchema,
  adminUserQuerySchema,
  adminUserResponseSchema,
  auditLogResponseSchema,
  auditQuerySchema,
  bridgeCompleteBodySchema,
  contentTargetSchema,
  moderationReasonSchema,
  paymentsQueueResponseSchema,
  reportDecisionBodySchema,
  reportQueueResponseSchema,
  verifiedBodySchema,
} from '#shared/schemas/moderation.ts';
import { listAudit } from './audit.ts';
import { searchPeople, setPersonVerified, suspendPerson, unsuspendPerson } from './people.ts';
import { countOpenReports } from './report-counts.ts';
import { decideReports, listReportQueue, restoreContent } from './reports.ts';

const tags = ['admin'];

const operator = (request: FastifyRequest): AuthContext => requireAuth(request);
const idParams = z.object({ id: z.uuid({ error: 'Id must be a UUID' }) });

/**
 * The operator console's API under /admin (decision 019). Every route says OPERATOR_ACCESS, so the
 * route guard refuses anyone else before the body is read: 401 signed out, 403 signed in.
 */
export async function adminRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const done = (message: string) => ({ success: true as const, message });

  app.get(
    '/admin/summary',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Open reports, pending payments, suspended accounts',
        response: { 200: adminSummaryResponseSchema },
      },
    },
    async () => {
      const [openReports, pendingCrypto, pendingBridge, openDisputes, suspendedAccounts] = await Promise.all([
        countOpenReports(db()),
        countPendingCrypto(db()),
        countPendingBridge(db()),
        countOpenDisputes(db()),
        countSuspendedAccounts(db()),
      ]);
      return {
        success: true as const,
        data: { openReports, pendingCrypto, pendingBridge, openDisputes, suspendedAccounts },
      };
    },
  );

  app.get(
    '/admin/reports',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Open reports grouped by target',
        response: { 200: reportQueueResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listReportQueue(db()) }),
  );

  app.post(
    '/admin/reports/decide',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Dismiss, hide the content, or suspend its author: closes every open report on it',
        body: reportDecisionBodySchema,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      await decideReports(bookingDeps(app, request), operator(request).userId, request.body);
      return done('Decision recorded');
    },
  );

  app.post(
    '/admin/content/restore',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Make hidden content visible again',
        body: contentTargetSchema,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      await restoreContent(db(), operator(request).userId, request.body);
      return done('Restored');
    },
  );

  app.get(
    '/admin/payments',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Pending crypto contributions, bridge requests and disputed sessions',
        response: { 200: paymentsQueueResponseSchema },
      },
    },
    async () => {
      const [crypto, bridge, disputes] = await Promise.all([
        listPendingCrypto(db()),
        listPendingBridge(db()),
        listOpenDisputes(db()),
      ]);
      return { success: true as const, data: { crypto, bridge, disputes } };
    },
  );

  app.post(
    '/admin/disputes/:id/resolve',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Decide a disputed session: release to the artist, refund the client, or split',
        params: idParams,
        body: disputeResolveBodySchema,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      await resolveDispute(
        bookingDeps(app, request),
        operator(request).userId,
        request.params.id,
        request.body,
      );
      return done(disputeOutcomeLabels[request.body.outcome]);
    },
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/admin/contributions/:id/${decision}`,
      {
        config: OPERATOR_ACCESS,
        schema: {
          tags,
          summary: `${decision === 'confirm' ? 'Confirm' : 'Reject'} a pending crypto contribution on any campaign`,
          params: idParams,
          body: moderationReasonSchema,
          response: { 200: actionResponseSchema },
        },
      },
      async (request) => {
        const campaignId = await campaignOfContribution(db(), request.params.id);
        if (!campaignId) throw notFound('Contribution not found');
        const result = await decideContribution(
          db(),
          operator(request),
          campaignId,
          request.params.id,
          decision,
          request.body.reason,
        );
        return done(result.message);
      },
    );
  }

  app.post(
    '/admin/bridge/:id/complete',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Complete a bridge request with the payout transaction hash',
        params: idParams,
        body: bridgeCompleteBodySchema.extend({ reason: z.string().trim().max(500).optional() }),
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      const { txHash, reason } = request.body;
      await settleBridge(db(), operator(request).userId, request.params.id, {
        status: 'completed',
        txHash,
        note: reason,
      });
      return done('Bridge request completed');
    },
  );

  app.post(
    '/admin/bridge/:id/fail',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Fail a bridge request: the MACS go back',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => {
      await settleBridge(db(), operator(request).userId, request.params.id, {
        status: 'failed',
        reason: request.body.reason,
      });
      return done('Bridge request failed and refunded');
    },
  );

  app.get(
    '/admin/users',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Find people by name, username or e-mail',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await searchPeople(db(), request.query.q) }),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Suspend an account',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Account suspended',
      data: await suspendPerson(
        bookingDeps(app, request),
        operator(request).userId,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Lift a suspension',
        params: idParams,
        body: moderationReasonSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Account active again',
      data: await unsuspendPerson(db(), operator(request).userId, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/users/:id/verified',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'Grant or remove the verified badge',
        params: idParams,
        body: verifiedBodySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.verified ? 'Verified badge granted' : 'Verified badge removed',
      data: await setPersonVerified(
        db(),
        operator(request).userId,
        request.params.id,
        request.body.verified,
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/admin/audit',
    {
      config: OPERATOR_ACCESS,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listAudit(db(), request.query) }),
  );
}
