export { SOCKET_CHANNELS, SOCKET_PATH, type SocketChannel } from '../api/contract/message';
export {
  $socketState, configureSockets, disconnectAllSockets, openChannel,
  type ConnectionState, type IoFactory, type SocketLike,
} from './channel';
export { parseEventMessage, parseMonitorMessage } from './messages';
export { RECONNECT_POLICY, reconnectDelay, socketOptions, socketUrl, type ReconnectPolicy, type SocketConnectOptions } from './policy';
export { $liveEvent, $monitorData, onLiveEvent } from './stores';
