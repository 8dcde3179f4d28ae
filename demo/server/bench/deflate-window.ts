import { constants, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/**
 * Sizes of messages as permessage-deflate (RFC 7692) puts them on a websocket with context takeover:
 * one raw-deflate stream per connection, shared by every message (the 32 KB window carries over),
 * each message ended by a sync flush whose trailing 00 00 ff ff is dropped. The same zlib defaults as
 * the `ws` server that socket.io runs (level 6, 15 window bits, memLevel 8).
 */
export interface DeflateWindow {
  /** The compressed size of the next message on this connection, in bytes. */
  size(text: string): Promise<number>;
  close(): void;
}

export function deflateWindow(): DeflateWindow {
  const stream: DeflateRaw = createDeflateRaw({ windowBits: 15, memLevel: 8 });
  let pending = 0;
  stream.on('data', (chunk: Buffer) => { pending += chunk.length; });
  return {
    size(text) {
      return new Promise((done, fail) => {
        stream.once('error', fail);
        stream.write(text);
        stream.flush(constants.Z_SYNC_FLUSH, () => {
          stream.off('error', fail);
          const bytes = pending - 4;
          pending = 0;
          done(bytes);
        });
      });
    },
    close() {
      stream.close();
    },
  };
}
