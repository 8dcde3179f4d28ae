/**
 * The realtime connection (spec 7.12): its path, namespaces and the messages of a refused or expired
 * token, shared with the reference server. Apart from the notification contract (./message.ts), so
 * that the socket client does not bring the message calls and their categories with it.
 */

/** socket.io path and namespaces of the realtime connection (spec 7.12). */
export const SOCKET_PATH = '/socket';
export const SOCKET_CHANNELS = {
  monitor: { namespace: '/fms-monitor', event: 'monitor' },
  event: { namespace: '/fms-event', event: 'event' },
} as const;
export type SocketChannel = keyof typeof SOCKET_CHANNELS;

/**
 * What the server tells a socket whose access token has expired (issue 10, 11): it sends this
 * event, then disconnects it. The client refreshes its tokens and reconnects with the new one.
 */
export const SOCKET_TOKEN_EXPIRED_EVENT = 'token-expired';
/** The connect_error message of a handshake refused for a missing, expired or revoked token. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
/**
 * The connect_error message of a handshake refused because the user lacks the permission code of
 * the REST call the namespace mirrors (issue 10, 6): renewing the token does not help.
 */
export const SOCKET_FORBIDDEN = 'forbidden';
