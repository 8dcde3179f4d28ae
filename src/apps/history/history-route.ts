/**
 * Which history page a path shows (spec 2.1): /history (the cars), /history/journey/{carUid} (a
 * car's journeys), /history/journey/{carUid?}/location/{journeyCode?} (a journey replayed), and
 * /journeyManagement (journeys to confirm).
 */
export type HistoryPage =
  | { kind: 'cars' }
  | { kind: 'journeys'; carUid: string }
  | { kind: 'replay'; carUid: string; journeyCode: string }
  | { kind: 'review' };

const decode = (part: string | undefined) => {
  if (!part) return '';
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

export function historyPageOf(path: string): HistoryPage {
  if (path.startsWith('/journeyManagement')) return { kind: 'review' };
  const parts = path.replace(/^\/history\/?/, '').split('/').filter(Boolean);
  if (parts[0] !== 'journey') return { kind: 'cars' };
  const at = parts.indexOf('location');
  if (at < 0) return { kind: 'journeys', carUid: decode(parts[1]) };
  return { kind: 'replay', carUid: at > 1 ? decode(parts[1]) : '', journeyCode: decode(parts[at + 1]) };
}

const enc = encodeURIComponent;
export const journeysPath = (carUid: string) => `/history/journey/${enc(carUid)}`;
export const replayPath = (carUid: string, journeyCode: string) => `/history/journey/${enc(carUid)}/location/${enc(journeyCode)}`;
