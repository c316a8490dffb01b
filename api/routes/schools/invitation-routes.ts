import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { runSchoolCommand } from '../../../commands/school/run-school-command.ts';
import { checkEmail } from '../../../domain/user/rules.ts';
import { findInvitation, isMemberByEmail, listInvitations } from '../../../projections/schools/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { freshToken } from '../../auth/fresh-token.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  Invitation,
  InvitationParams,
  InvitationPreview,
  InviteBody,
  JoinedReply,
  SchoolIdParams,
} from '../../contracts/schools.ts';
import { ApiError } from '../../errors.ts';
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
  502: ErrorReply,
};
const notFound = () => new ApiError(404, 'school_invitation_not_found');

/** "o***@skole.no": enough for the invited person to know which address to sign in with, little for anyone else. */
const hintOf = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * Invitations (spec §1, §4, §5, §7 inviteToSchool): an admin invites an address (ready), the e-mail goes
 * out (sent), and the person who signs in with that address joins through the link.
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/schools/:id/invitations',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        params: SchoolIdParams,
        response: { 200: DataReply(Type.Array(Invitation)), ...Errors },
      },
    },
    async (request) => {
      await ensureSchoolAdmin(deps.db, request.params.id, signedIn(request));
      const rows = await listInvitations(deps.db, request.params.id);
      return {
        data: rows.map((r) => ({
          invitation_id: r.invitation_id,
          email: r.email ?? '',
          role: r.role,
          status: r.status,
          invited_at: r.invited_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/schools/:id/invitations',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'inviteToSchool: e-mail someone a link to join',
        params: SchoolIdParams,
        body: InviteBody,
        response: { 201: DataReply(Invitation), ...Errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const school = await ensureSchoolAdmin(deps.db, request.params.id, user);
      const checked = checkEmail(request.body.email);
      if ('problem' in checked) throw new ApiError(400, checked.problem);
      const invitationId = deps.random.uuid();
      const actor = actorOf(user);
      const reservation = await reserveAttempts([deps.limits.schoolInvitationsPerSchool, school.school_id]);
      // Only invitations that go out count: a refused one (already invited, own address) gives its attempt back.
      const invited = await runSchoolCommand(
        deps,
        school.school_id,
        {
          type: 'InviteMember',
          actor,
          data: {
            invitationId,
            email: checked.email,
            role: request.body.role ?? 'teacher',
            inviterEmail: user.email ?? '',
            alreadyMember: await isMemberByEmail(deps.db, school.school_id, checked.email),
            at: deps.clock.now().toISOString(),
          },
        },
        originOf(request),
      ).catch(async (error: unknown) => {
        await reservation.release();
        throw error;
      });
      const link = `${linkBase(request, deps)}/school/${school.slug}/invitation/${invitationId}`;
      await sendInvitationMail(
        deps.mailer,
        schoolInvitationMail(
          checked.email,
          school.school_name,
          user.name ?? '',
          link,
          languageOf(request.body.language),
        ),
      ).catch(async (error: unknown) => {
        // The invitation stands, "ready": the list the admin sees next shows it, with "send again".
        await settled(deps.projections, invited.last);
        throw error;
      });
      // Only once the mailer took it is it "sent"; a failed send leaves it "ready" and the request fails.
      const sent = await runSchoolCommand(
        deps,
        school.school_id,
        { type: 'MarkInvitationSent', actor, data: { invitationId } },
        originOf(request),
      );
      await settled(deps.projections, sent.last ?? invited.last);
      return reply.status(201).send({
        data: {
          invitation_id: invitationId,
          email: checked.email,
          role: request.body.role ?? 'teacher',
          status: 'sent',
          invited_at: deps.clock.now().toISOString(),
        },
      });
    },
  );

  app.get(
    '/schools/invitations/:invitationId',
    {
      schema: {
        tags: ['schools'],
        summary: "The invitation link's page: which school invites, and a hint of the invited address",
        params: InvitationParams,
        response: { 200: DataReply(InvitationPreview), 404: ErrorReply },
      },
    },
    async (request) => {
      const invitation = await findInvitation(deps.db, request.params.invitationId);
      if (!invitation?.email) throw notFound();
      return {
        data: {
          invitation_id: invitation.invitation_id,
          school_name: invitation.school_name,
          slug: invitation.slug,
          email_hint: hintOf(invitation.email),
          status: invitation.status,
        },
      };
    },
  );

  app.post(
    '/schools/invitations/:invitationId/accept',
    {
      onRequest: requireUser(),
      schema: {
        tags: ['schools'],
        summary: 'Join a school through an invitation; only the invited address may',
        params: InvitationParams,
        response: {
          200: DataReply(Type.Intersect([JoinedReply, Type.Object({ token: Type.String() })])),
          ...Errors,
        },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const invitation = await findInvitation(deps.db, request.params.invitationId);
      if (!invitation) throw notFound();
      const handled = await runSchoolCommand(
        deps,
        invitation.school_id,
        {
          type: 'AcceptInvitation',
          actor: actorOf(user),
          data: {
            invitationId: invitation.invitation_id,
            email: user.email ?? '',
            emailConfirmed: user.email_confirmed,
            at: deps.clock.now().toISOString(),
          },
        },
        originOf(request),
      );
      await settled(deps.projections, handled.last);
      return {
        data: {
          school_id: invitation.school_id,
          slug: invitation.slug,
          token: await freshToken(deps, request, user),
        },
      };
    },
  );
};
