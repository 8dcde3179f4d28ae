import { call } from './call';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { message, type MessageSetting } from './contract/message';

/** Typed calls of spec 7.3 (messages), one function a call. */
export const listMessages = (body: BodyOf<typeof message.list>, query: QueryOf<typeof message.list>) =>
  call(message.list, { body, query });

/** Saves the whole list of switches: the server replaces what it had. */
export const saveMessageSettings = (messages: MessageSetting[]) =>
  call(message.settings, { body: { data: { messages } } });

export const markMessagesRead = (uids: string[]) => call(message.read, { body: { uids } });
