import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { createWhitelist } from '../../../commands/whitelist/create-whitelist.ts';
import { runWhitelistCommand } from '../../../commands/whitelist/run-whitelist-command.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { mayUse, mayWrite } from '../../../domain/whitelist/decide.ts';
import type { WhitelistOwner } from '../../../domain/whitelist/events.ts';
import { listWhitelistsOf, readWhitelist } from '../../../projections/whitelists/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  WhitelistBody,
  WhitelistIdParams,
  WhitelistQuery,
  WhitelistSummary,
  WhitelistView,
} from '../../contracts/whitelists.ts';
import { originOf } from '../origin.ts';
import { schoolWhitelistRoutes } from './school-whitelist-routes.ts';
import { accessibleList, whitelistNotFound as notFound, requestActor } from './whitelist-access.ts';
import { summaryOf, viewOf } from './whitelist-view.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const tags = ['whitelists'];

/**
 * Whitelists (spec §7): a creator's lists of allowed player names, and a school's (spec §1), which its
 * admins change and its teachers use. A list the caller may not use answers as if it were not there.
 */
export const whitelistRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const now = () => deps.clock.now().toISOString();
  const ownerOf = (request: FastifyRequest): WhitelistOwner => ({ kind: 'user', id: signedIn(request).id });

  /** Reading your own write: answer once the read model has the change. */
  async function viewAfter(whitelistId: string, last: LogPosition | null) {
    if (last) await deps.projections.reached('whitelists', last);
    const row = await readWhitelist(deps.db, whitelistId);
    if (!row) throw notFound();
    return viewOf(row);
  }

  await app.register(schoolWhitelistRoutes, { deps, viewAfter });

  app.post(
    '/whitelists/create',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: 'Create a whitelist (counts towards the monthly creation limit)',
        body: WhitelistBody,
        response: { 201: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request, reply) => {
      const whitelistId = deps.random.uuid();
      const owner = ownerOf(request);
      const actor = await requestActor(deps, request, owner);
      const data = { actor, whitelistId, owner, ...request.body, at: now() };
      const { last } = await createWhitelist(deps, { type: 'CreateWhitelist', data }, originOf(request));
      return reply.status(201).send({ data: await viewAfter(whitelistId, last) });
    },
  );

  app.post(
    '/whitelists/clone/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary:
          "Copy a whitelist (counts towards the monthly creation limit): into the school's lists for its admins, else into your own",
        params: WhitelistIdParams,
        response: { 201: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request, reply) => {
      const { state: source, actor: sourceActor } = await accessibleList(
        deps,
        request,
        request.params.id,
        'use',
      );
      // A school admin's copy stays with the school; a teacher who may only use a school's list copies it to their own.
      const owner = mayWrite(sourceActor, source.owner) ? source.owner : ownerOf(request);
      const actor = owner === source.owner ? sourceActor : await requestActor(deps, request, owner);
      const whitelistId = deps.random.uuid();
      const data = {
        actor,
        whitelistId,
        owner,
        title: source.title,
        names: source.names,
        clonedFrom: request.params.id,
        at: now(),
      };
      const { last } = await createWhitelist(deps, { type: 'CreateWhitelist', data }, originOf(request));
      return reply.status(201).send({ data: await viewAfter(whitelistId, last) });
    },
  );

  app.put(
    '/whitelists/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "Replace a whitelist's title and names",
        params: WhitelistIdParams,
        body: WhitelistBody,
        response: { 200: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request) => {
      const { actor } = await accessibleList(deps, request, request.params.id, 'write');
      const command = { type: 'UpdateWhitelist' as const, data: { actor, ...request.body } };
      const handled = await runWhitelistCommand(deps, request.params.id, command, originOf(request));
      return { data: await viewAfter(request.params.id, handled.last) };
    },
  );

  app.delete(
    '/whitelists/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: 'Delete a whitelist (games already restricted by it keep the names they were opened with)',
        params: WhitelistIdParams,
        response: { 200: DataReply(Type.Object({ deleted: Type.Literal(true) })), ...Errors },
      },
    },
    async (request) => {
      const { actor } = await accessibleList(deps, request, request.params.id, 'write');
      const command = { type: 'DeleteWhitelist' as const, data: { actor, at: now() } };
      const handled = await runWhitelistCommand(deps, request.params.id, command, originOf(request));
      if (handled.last) await deps.projections.reached('whitelists', handled.last);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/whitelists',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: 'Your whitelists whose title contains `search`, newest first',
        querystring: WhitelistQuery,
        response: { 200: DataReply(Type.Array(WhitelistSummary)), ...Errors },
      },
    },
    async (request) => {
      const rows = await listWhitelistsOf(deps.db, ownerOf(request), request.query.search?.trim() ?? '');
      return { data: rows.map(summaryOf) };
    },
  );

  app.get(
    '/whitelists/all',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: 'All your whitelists, newest first',
        response: { 200: DataReply(Type.Array(WhitelistSummary)), ...Errors },
      },
    },
    async (request) => ({ data: (await listWhitelistsOf(deps.db, ownerOf(request))).map(summaryOf) }),
  );

  app.get(
    '/whitelists/id/:id',
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: 'One whitelist with its names: your own, or one of a school you teach at',
        params: WhitelistIdParams,
        response: { 200: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request) => {
      const row = await readWhitelist(deps.db, request.params.id);
      if (!row) throw notFound();
      const owner = { kind: row.owner_kind, id: row.owner_id };
      if (!mayUse(await requestActor(deps, request, owner), owner)) throw notFound();
      return { data: viewOf(row) };
    },
  );
};
