/** Which event page a path shows (spec 2.1): the fleet's list, or one car's events (/event/one/{carUid?}). */
export type EventPage = { kind: 'list' } | { kind: 'one'; carUid: string };

export function eventPageOf(rawPath: string): EventPage {
  const path = rawPath.replace(/\/+$/, '');
  if (path === '/event/one' || path.startsWith('/event/one/')) {
    const tail = path.slice('/event/one'.length).replace(/^\/+/, '');
    return { kind: 'one', carUid: tail ? decodeURIComponent(tail) : '' };
  }
  return { kind: 'list' };
}

export const carEventsPath = (carUid: string) => `/event/one/${encodeURIComponent(carUid)}`;
