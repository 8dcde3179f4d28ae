/// <reference lib="webworker" />
import { FleetReader, transferablesOfColumns } from '../monitor-feed/columns';

/**
 * Parses and decodes each /fms-monitor message off the page (issue 26, 1): the message's JSON text
 * (or its object) in, a FleetUpdate out, its columns transferred rather than copied. Messages are
 * read in order, since a message's facts are only sent when they change.
 */
const reader = new FleetReader();
self.onmessage = (event: MessageEvent<unknown>) => {
  const update = reader.read(event.data);
  (self as unknown as Worker).postMessage(update, update ? transferablesOfColumns(update.columns) : []);
};
