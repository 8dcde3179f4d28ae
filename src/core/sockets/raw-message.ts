/**
 * A /fms-monitor message still as its JSON text. At 100,000 trucks a message is ~8 MB of JSON:
 * parsing it on the page costs a frame several times over, so the socket hands the text on
 * (raw-feed.ts) and the monitor's Worker parses it (issue 26, 1). Apart from raw-feed.ts so that
 * the store can tell it without loading socket.io's parser.
 */
export class RawMessage {
  constructor(readonly text: string) {}
}
