/**
 * The OsmAnd port (FMS_OSMAND_PORT, e.g. 5055 as in Traccar): a small listener whose root takes
 * OsmAnd reports, so a Traccar Client keeps its default address form http://host:5055 . The same
 * intake as /devices/osmand on the main port.
 */
import type { Server } from 'node:http';
import Fastify from 'fastify';
import type { ServerContext } from '../../../context';
import { osmAndHandler } from './routes';

/** Listens on the port (0: any free one); returns the port, the function that closes it and its server (for a shutdown's grace). */
export async function listenForDevices(ctx: ServerContext, port: number, host: string): Promise<{ port: number; close: () => Promise<void>; server: Server }> {
  const fastify = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Older clients post the fields in the query with an empty body of any type.
  fastify.addContentTypeParser('*', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
  const osmand = osmAndHandler(ctx);
  fastify.get('/', osmand);
  fastify.post('/', osmand);
  await fastify.listen({ port, host });
  const address = fastify.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => fastify.close(), server: fastify.server };
}
