import { call } from './call';
import { liveDvr } from './contract/dvr';

/** Typed call of spec 7.6 live-dvr. */
export const listDvrChannels = (carUid: string) => call(liveDvr.channelList, { body: { carUid } });
