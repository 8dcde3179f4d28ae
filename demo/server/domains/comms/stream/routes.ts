import { MEDIA_CODE, MEDIA_LENGTH, stream, type MediaAnswer } from '../../../../../src/core/api/contract/stream';
import { principalFromToken, requireUser } from '../../../auth/authenticate';
import type { ServerContext } from '../../../context';
import type { Principal } from '../../../auth/principal';
import { forbidden, notFound, unauthenticated } from '../../../http/errors';
import { fullPath, type Registrar } from '../../../http/register';
import { mediaFixtures } from '../../../media/fixtures';
import { currentSequence, fixtureIndex, livePlaylist, streamEpoch } from '../../../media/live-playlist';
import { serviceOf } from '../../../services';
import type { CarDbRow } from '../../fleet/car-store';
import { dvrChannels } from '../shared';
import { hasFootage } from '../video/footage';
import { taipeiDate } from '../../../time';
import { HOUR_MS, TAIPEI_OFFSET_MS } from '../../../../../src/core/format/time-units';

/**
 * The camera stream server (spec 7.11): ask_media, and the media it points to. The playlist and
 * segments carry the access token in the query (a player cannot send headers); the mp4 takes the
 * bearer token.
 */
const VIEW_CODES = ['P_P02', 'P_P04'];

/** A device of the caller's enterprise with that channel; null when it is not one (never leaked). */
async function cameraOf(ctx: ServerContext, me: Principal, udid: string, index: number): Promise<CarDbRow | MediaAnswer> {
  const car = await serviceOf(ctx, 'fleet.cars').byUdid(ctx.db, udid);
  if (!car || car.enterprise_uid !== me.enterpriseUid) return { code: MEDIA_CODE.UNKNOWN_DEVICE, ret: 'DEVICE_NOT_FOUND' };
  if (index < 1 || index > dvrChannels(car)) return { code: MEDIA_CODE.NO_CHANNEL, ret: 'CHANNEL_NOT_FOUND' };
  return car;
}

const isAnswer = (value: CarDbRow | MediaAnswer): value is MediaAnswer => 'code' in value;

/** The viewer of a playlist or segment, from its query token. */
async function viewer(ctx: ServerContext, token: string, udid: string, index: string): Promise<CarDbRow> {
  const me = await principalFromToken(token, ctx);
  if (!me) throw unauthenticated();
  if (!VIEW_CODES.some((c) => me.codes.includes(c))) throw forbidden('您沒有觀看影像的權限。');
  const camera = await cameraOf(ctx, me, udid, Number(index));
  if (isAnswer(camera)) throw notFound('鏡頭');
  return camera;
}

/** A timestamp in seconds or milliseconds, as ms. */
const asMs = (timestamp: number) => (timestamp < 1e12 ? timestamp * 1000 : timestamp);

export function streamRoutes(r: Registrar, ctx: ServerContext): void {
  // The live streams count their segments from the server's start (see media/live-playlist.ts).
  const epoch = streamEpoch(ctx.now());
  r.route(stream.askMedia, async ({ query, user }) => {
    const me = requireUser(user);
    const [udid, index] = query.device.split('@');
    const camera = await cameraOf(ctx, me, udid, Number(index));
    if (isAnswer(camera)) return camera;
    if (query.mode === 'ASK_EVENT') {
      return { code: MEDIA_CODE.OK, ret: 'OK', url: fullPath(stream.playlist).replace(':udid', udid).replace(':index', index) };
    }
    const at = asMs(query.timestamp);
    if (!hasFootage(camera.uid, Number(index), Math.floor(at / HOUR_MS) * HOUR_MS, ctx.now())) {
      return { code: MEDIA_CODE.NO_FOOTAGE, ret: 'NO_FOOTAGE' };
    }
    const path = fullPath(stream.download).replace(':udid', udid).replace(':index', index).replace(':timestamp', `${at}.mp4`);
    return { code: MEDIA_CODE.OK, ret: 'OK', url: `${path}?length=${query.length ?? MEDIA_LENGTH}` };
  });

  r.file(stream.playlist, async ({ params, query }) => {
    await viewer(ctx, query.token, params.udid, params.index);
    const token = encodeURIComponent(query.token);
    const text = livePlaylist(ctx.now() - epoch, (seq) => `${seq}.ts?token=${token}`);
    return { file: { fileName: 'index.m3u8', contentType: 'application/vnd.apple.mpegurl', buffer: Buffer.from(text), inline: true } };
  });

  r.file(stream.segment, async ({ params, query }) => {
    await viewer(ctx, query.token, params.udid, params.index);
    const seq = Number(params.segment.replace(/\.ts$/, ''));
    const newest = currentSequence(ctx.now() - epoch);
    // Only segments a recent playlist could list: nothing from the future or long gone.
    if (seq > newest || seq < newest - 30) throw notFound('影像片段');
    return { file: { fileName: params.segment, contentType: 'video/mp2t', buffer: mediaFixtures().segments[fixtureIndex(seq)], inline: true, cacheSeconds: 60 } };
  });

  r.file(stream.download, async ({ params, user }) => {
    const me = requireUser(user);
    const camera = await cameraOf(ctx, me, params.udid, Number(params.index));
    if (isAnswer(camera)) throw notFound('鏡頭');
    const at = Number(params.timestamp.replace(/\.mp4$/, ''));
    const stamp = taipeiDate(at).replace(/-/g, '') + new Date(at + TAIPEI_OFFSET_MS).toISOString().slice(11, 19).replace(/:/g, '');
    return { file: { fileName: `${camera.car_no}_CH${params.index}_${stamp}.mp4`, contentType: 'video/mp4', buffer: mediaFixtures().clip } };
  });
}
