import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readFrontPageSetting } from '../../../projections/front-page-setting/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { DataReply, ErrorReply } from '../../contracts/envelope.ts';
import {
  CLIENT_LOG_MAX_BYTES,
  ClientLogBody,
  FrontPageSetting,
  GeoCountry,
} from '../../contracts/settings.ts';

export const settingRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/setting',
    {
      schema: {
        tags: ['settings'],
        summary: 'Front page setting',
        response: { 200: DataReply(FrontPageSetting) },
      },
    },
    async () => ({ data: await readFrontPageSetting(deps.db) }),
  );

  app.get(
    '/geo-country',
    {
      schema: {
        tags: ['settings'],
        summary: "The caller's country, for the default language",
        response: { 200: DataReply(GeoCountry) },
      },
    },
    async (request) => ({ data: { code: await deps.lookupCountry(request.ip) } }),
  );

  app.post(
    '/logs',
    {
      // The declared fields fit well within this; anything larger is refused before it is read.
      bodyLimit: CLIENT_LOG_MAX_BYTES,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['settings'],
        summary: 'Report an error met in the browser',
        body: ClientLogBody,
        response: {
          202: DataReply(ClientLogBody.properties.level),
          400: ErrorReply,
          413: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { level, message, stack, url, userAgent } = request.body;
      request.log[level]({ client: { message, stack, url, userAgent } }, 'client error');
      return reply.status(202).send({ data: level });
    },
  );
};
