export { SOCKET_CHANNELS, SOCKET_PATH, SOCKET_TOKEN_EXPIRED_EVENT, SOCKET_UNAUTHORIZED, type SocketChannel } from '../api/contract/socket';
export {
  $socketState, configureSockets, disconnectAllSockets, isUnauthorizedError, openChannel,
  type ConnectionState, type RenewOutcome,
} from './channel';
export type { IoFactory, SocketLike } from './socket-like';
export { parseEventMessage, parseMonitorMessage } from './messages';
export { RECONNECT_POLICY, reconnectDelay, socketOptions, socketUrl, type ReconnectPolicy, type SocketConnectOptions } from './policy';
export { $liveEvent, $monitorData, $monitorFleet, onLiveEvent } from './stores';
export { FleetDecoder } from './fleet-decoder';
export { RawMessage } from './raw-message';
