import { Type, type Static } from '@sinclair/typebox';
import { endpoint, Uid } from './endpoint';

/** Live video channels (spec 2.11 'Live video', 7.6 live-dvr); code P_P02. The stream itself is served by the stream host. */

export const DvrChannel = Type.Object({
  /** Channel index of the camera stream request (spec 3 'Video record'). */
  index: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** Device id of the DVR. */
  udid: Type.String(),
  online: Type.Boolean(),
});
export type DvrChannel = Static<typeof DvrChannel>;

export const liveDvr = {
  channelList: endpoint({
    id: 'liveDvr.channelList', host: 'api', method: 'POST', path: 'live-dvr/v0/channel/list', auth: 'bearer', permission: ['P_P02', 'P_P04'],
    summary: 'The DVR channels of a car and whether they are online.',
    body: Type.Object({ carUid: Uid }),
    response: Type.Array(DvrChannel),
    effect: 'read',
  }),
};
