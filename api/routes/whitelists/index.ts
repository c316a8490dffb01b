import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { createWhitelist } from '../../../commands/whitelist/create-whitelist.ts';
import { loadWhitelist, runWhitelistCommand } from '../../../commands/whitelist/run-whitelist-command.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import { ensureOwner } from '../../../domain/whitelist/decide.ts';
import type { WhitelistOwner } from '../../../domain/whitelist/events.ts';
import { waitForCheckpoint } from '../../../projections/wait-for-checkpoint.ts';
import { listWhitelistsOf, readWhitelist } from '../../../projections/whitelists/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedIn } from '../../auth/authenticate.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  WhitelistBody,
  WhitelistIdParams,
  WhitelistQuery,
  WhitelistSummary,
  WhitelistView,
} from '../../contracts/whitelists.ts';
import { ApiError } from '../../errors.ts';
import { originOf } from '../origin.ts';
import { summaryOf, viewOf } from './whitelist-view.ts';

const Errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const notFound = () => new ApiError(404, 'whitelist_not_found', 'No such whitelist.');
const tags = ['whitelists'];

/**
 * Whitelists (spec §7): a creator's lists of allowed player names. Every call is the signed-in
 * owner's (or an administrator's); a list that is not yours answers as if it were not there.
 */
export const whitelistRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const now = () => deps.clock.now().toISOString();
  const ownerOf = (request: FastifyRequest): WhitelistOwner => ({ kind: 'user', id: signedIn(request).id });
  const actorOf = (request: FastifyRequest) => {
    const user = signedIn(request);
    return { userId: user.id, admin: isAdmin(user) };
  };

  /** The list as the write side has it, when the caller may touch it; another's list is "not found". */
  async function ownedList(request: FastifyRequest, whitelistId: string) {
    const state = await loadWhitelist(deps, whitelistId);
    if (state.phase !== 'created') throw notFound();
    try {
      ensureOwner(actorOf(request), state);
    } catch {
      throw notFound();
    }
    return state;
  }

  /** Reading your own write: answer once the read model has the change. */
  async function viewAfter(whitelistId: string, last: LogPosition | null) {
    if (last) await waitForCheckpoint(deps.db, 'whitelists', last);
    const row = await readWhitelist(deps.db, whitelistId);
    if (!row) throw notFound();
    return viewOf(row);
  }

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
      const data = { whitelistId, owner: ownerOf(request), ...request.body, at: now() };
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
        summary: 'Copy a whitelist under a new title (counts towards the monthly creation limit)',
        params: WhitelistIdParams,
        response: { 201: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request, reply) => {
      const source = await ownedList(request, request.params.id);
      const whitelistId = deps.random.uuid();
      const data = {
        whitelistId,
        owner: ownerOf(request),
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
      await ownedList(request, request.params.id);
      const command = {
        type: 'UpdateWhitelist' as const,
        data: { actor: actorOf(request), ...request.body },
      };
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
      await ownedList(request, request.params.id);
      const command = { type: 'DeleteWhitelist' as const, data: { actor: actorOf(request), at: now() } };
      const handled = await runWhitelistCommand(deps, request.params.id, command, originOf(request));
      if (handled.last) await waitForCheckpoint(deps.db, 'whitelists', handled.last);
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
        summary: 'One of your whitelists with its names',
        params: WhitelistIdParams,
        response: { 200: DataReply(WhitelistView), ...Errors },
      },
    },
    async (request) => {
      const row = await readWhitelist(deps.db, request.params.id);
      const user = signedIn(request);
      if (!row || (!isAdmin(user) && (row.owner_kind !== 'user' || row.owner_id !== user.id)))
        throw notFound();
      return { data: viewOf(row) };
    },
  );
};
