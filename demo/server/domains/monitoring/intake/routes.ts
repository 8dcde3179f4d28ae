/**
 * Where devices send positions (issue 25, 3). Not console calls (no API key, no token: a device's
 * id is its credential, as in Traccar), so they sit outside /api:
 * - GET or POST /devices/osmand — the OsmAnd protocol of the Traccar Client apps and trackers;
 * - POST /devices/traccar — a Traccar server's position forwarding (forward.url);
 * - GET /devices/status — what was taken and refused, and the unknown ids: the platform operator's
 *   only (a bearer token as on every console call), since unknown ids are would-be credentials.
 * A device needs only the HTTP status: 200 taken (or already known), 400 a bad report, 404 an id
 * no car has, 429 too many; the body says why, in words an installer can act on.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_STATUS } from '../../../../../src/core/api/contract/status';
import type { ServerContext } from '../../../context';
import { authenticateOperator } from '../../../auth/authenticate';
import { intakeOf, type IntakeOutcome } from './intake';
import { sentByOsmAnd } from './osmand';
import { sentByTraccar } from './traccar-forward';

const HTTP_OF = { noDevice: 400, badPosition: 400, badTime: 400, unknownDevice: 404, unmanagedCar: 404, rateLimited: 429 } as const;
const STATUS_OF = { 400: API_STATUS.VALIDATION, 404: API_STATUS.NOT_FOUND, 429: API_STATUS.TOO_MANY_REQUESTS } as const;

export function answer(reply: FastifyReply, outcome: IntakeOutcome) {
  if (outcome.accepted) return reply.status(200).send({ status: API_STATUS.OK, data: { repeated: outcome.repeated } });
  const http = HTTP_OF[outcome.reason];
  if (outcome.retryAfterS) reply.header('Retry-After', String(outcome.retryAfterS));
  return reply.status(http).send({ status: STATUS_OF[http], reason: outcome.reason, field: outcome.field, message: outcome.message });
}

/** The OsmAnd handler, for the main server's path and the device port's root (device-port.ts). */
export function osmAndHandler(ctx: ServerContext) {
  return async (req: { query: unknown; body: unknown }, reply: FastifyReply) => answer(reply, await intakeOf(ctx).take(sentByOsmAnd(req.query, req.body)));
}

export function deviceIntakeRoutes(fastify: FastifyInstance, ctx: ServerContext): void {
  const osmand = osmAndHandler(ctx);
  fastify.get('/devices/osmand', osmand);
  fastify.post('/devices/osmand', osmand);
  fastify.post('/devices/traccar', async (req, reply) => answer(reply, await intakeOf(ctx).take(sentByTraccar(req.body))));
  fastify.get('/devices/status', async (req) => {
    await authenticateOperator(req, ctx);
    return { status: API_STATUS.OK, data: await intakeOf(ctx).stats.read() };
  });
}
