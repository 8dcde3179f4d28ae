import { every, type Domain } from '../../domain';
import { provideService } from '../../services';
import { bulletinRoutes } from './bulletins';
import { messageRoutes } from './message-routes';
import { commsMigrations } from './migrations';
import { createNotify } from './notify';
import { openApiRoutes } from './open-api';
import { seedComms } from './seed';
import { streamRoutes } from './stream/routes';
import { completeDue } from './video/records';
import { videoRoutes } from './video/routes';
import { simulateReplies } from './voice/replies';
import { voiceRoutes } from './voice/routes';

/** Background cadence: video uploads finish within seconds; drivers answer within a minute or so. */
const VIDEO_TICK_MS = 2_000;
const VOICE_TICK_MS = 15_000;

/** Bulletins, notifications and voice, video records, camera stream, open API. */
export const commsDomain: Domain = {
  name: 'comms',
  migrations: commsMigrations,
  seed: seedComms,
  routes(r, ctx) {
    // First: other domains look the hub up when they notify.
    provideService(ctx, 'comms.notify', createNotify(ctx));
    bulletinRoutes(r, ctx);
    messageRoutes(r, ctx);
    voiceRoutes(r, ctx);
    videoRoutes(r, ctx);
    streamRoutes(r, ctx);
    openApiRoutes(r, ctx);
  },
  start(ctx) {
    const stops = [
      every(VIDEO_TICK_MS, ctx, '[comms] video completion', () => completeDue(ctx)),
      every(VOICE_TICK_MS, ctx, '[comms] voice replies', () => simulateReplies(ctx, Math.random, 0.04)),
    ];
    return () => stops.forEach((stop) => stop());
  },
};
