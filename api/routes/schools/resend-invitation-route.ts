import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadSchool, runSchoolCommand } from '../../../commands/school/run-school-command.ts';
import { resendableInvitation } from '../../../domain/school/resend.ts';
import { listInvitations } from '../../../projections/schools/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import { Invitation, ResendBody, SchoolInvitationParams } from '../../contracts/schools.ts';
import { linkBase } from '../../mail/link-base.ts';
import { languageOf } from '../../mail/server-i18n.ts';
import { reserveAttempts } from '../../rate-limit/reserve-attempts.ts';
import { originOf } from '../origin.ts';
import { schoolInvitationMail, sendInvitationMail } from './invitation-mail.ts';
import { actorOf, ensureSchoolAdmin, settled } from './school-access.ts';

const Errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
  429: ErrorReply,
};

/**
 * Send an invitation again (spec §4 invite ready → sent): when the first e-mail failed the invitation
 * stayed "ready"; the admin sends it from the Users tab and, once the mailer takes it, it is "sent".
 * It counts against the school's invitation limit like a new one, so it cannot be used to flood an inbox.
 */
export const resendInvitationRoute: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/schools/:id/invitations/:invitationId/resend',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'Send an invitation e-mail again (one still ready, or sent but lost)',
        params: SchoolInvitationParams,
        body: ResendBody,
        response: { 200: DataReply(Invitation), ...Errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const school = await ensureSchoolAdmin(deps.db, request.params.id, user);
      const actor = actorOf(user);
      const { invitationId } = request.params;
      // The write side's truth: the address as invited, and whether it is still open.
      const { state } = await loadSchool(deps, school.school_id);
      const invitation = resendableInvitation(state, actor, invitationId);
      const reservation = await reserveAttempts([deps.limits.schoolInvitationsPerSchool, school.school_id]);
      const link = `${linkBase(request, deps)}/school/${school.slug}/invitation/${invitationId}`;
      await sendInvitationMail(
        deps.mailer,
        schoolInvitationMail(
          invitation.email,
          school.school_name,
          user.name ?? '',
          link,
          languageOf(request.body?.language),
        ),
      ).catch(async (error: unknown) => {
        await reservation.release();
        throw error;
      });
      const sent = await runSchoolCommand(
        deps,
        school.school_id,
        { type: 'MarkInvitationSent', actor, data: { invitationId } },
        originOf(request),
      );
      await settled(deps.projections, sent.last);
      const row = (await listInvitations(deps.db, school.school_id)).find(
        (r) => r.invitation_id === invitationId,
      );
      return {
        data: {
          invitation_id: invitationId,
          email: invitation.email,
          role: invitation.role,
          status: 'sent' as const,
          invited_at: (row?.invited_at ?? deps.clock.now()).toISOString(),
        },
      };
    },
  );
};
