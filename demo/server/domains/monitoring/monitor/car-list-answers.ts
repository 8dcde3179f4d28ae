/**
 * driving-monitor/v0/car/list (spec 7.6) served from the live records the runtime already holds
 * (issue 26, 3). The answer for one enterprise, filter and page is the same for every caller until
 * the next tick replaces the records, so it is built, printed and gzipped once per tick and shared
 * by the requests that ask meanwhile, however many are in flight. The records list and its version
 * are the cache's key (a WeakMap by list): a new tick writes the list anew, and the old answers go.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BodyOf, ResponseOf } from '../../../../../src/core/api/contract/endpoint';
import type { drivingMonitor, MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import { pageOf } from '../../../db/sql';
import { reverseGeocode } from '../../../geo';
import type { PreparedJson } from '../../../http/register';
import { perServer } from '../../../services';
import { recordsVersion } from './records';

export type CarListFilter = BodyOf<typeof drivingMonitor.carList>;
export type CarListPage = ResponseOf<typeof drivingMonitor.carList>;

/** The contract's default page: every car of an enterprise of up to 1,000 (the console pages no further). */
const DEFAULT_LIMIT = 1000;

const gzipAsync = promisify(gzip);

/** Distinct filters whose answers one tick keeps. */
export const MAX_FILTERS_PER_TICK = 64;

/** The page a filter picks from an enterprise's live records, each with its address (pure but for the gazetteer). */
export function carListPage(records: readonly MonitorRecord[], body: CarListFilter): CarListPage {
  const page = pageOf(body, DEFAULT_LIMIT);
  const keyword = body.keyword?.trim().toLowerCase();
  const matching = records.filter((rec) =>
    (!keyword || rec.carNo.toLowerCase().includes(keyword) || rec.driverName.toLowerCase().includes(keyword))
    && (!body.status?.length || body.status.includes(rec.status))
    && (!body.departmentUid || rec.departmentUid === body.departmentUid));
  const list = matching.slice(page.offset, page.offset + page.limit)
    .map((rec) => ({ ...rec, address: reverseGeocode(rec.lat, rec.lng)?.address ?? '' }));
  return { total: matching.length, ...page, list };
}

/** The filter as a key: the same answer for bodies that differ only in order, case or blanks of what the filter ignores. */
export function filterKey(body: CarListFilter): string {
  const page = pageOf(body, DEFAULT_LIMIT);
  const status = body.status?.length ? [...new Set(body.status)].sort().join(',') : '';
  return JSON.stringify([body.keyword?.trim().toLowerCase() ?? '', status, body.departmentUid ?? '', page.offset, page.limit]);
}

/** An answer printed once: the call's whole JSON body, and the same gzipped. */
export interface SharedAnswer extends PreparedJson {
  /** How many times it was served (tests read it to see that concurrent calls share one). */
  served: number;
}

/** Prints a page as the registrar would ({status: 0, data}) and gzips it off the event loop (zlib's thread pool). */
async function prepare(page: CarListPage): Promise<SharedAnswer> {
  const json = Buffer.from(JSON.stringify({ status: 0, data: page }));
  return { json, gzip: await gzipAsync(json), served: 0 };
}

/** Filters asked in a tick whose answers the next tick prints as soon as its records are written. */
export const PREPARED_PER_TICK = 4;

/** One tick of one enterprise's records: its answers by filter, and the filters callers asked. */
interface TickAnswers {
  version: number;
  byFilter: Map<string, Promise<SharedAnswer>>;
  /** The filters callers asked, with how many calls asked each. */
  asked: Map<string, { body: CarListFilter; calls: number }>;
}

/** The shared answers: per tick's records, per filter. */
export class CarListAnswers {
  private readonly byRecords = new WeakMap<readonly MonitorRecord[], TickAnswers>();
  /** Answers printed so far (tests compare it with the calls made). */
  printed = 0;

  /**
   * Called by the runtime once a tick has written an enterprise's records: the filters callers asked
   * in the tick before (the console's map asks the same one every few seconds) are printed now, off
   * the calls' path, so the first call of the tick does not build the answer and the calls in flight
   * do not queue behind it. A filter nobody asked in the tick before is not printed ahead.
   */
  prepareAfterTick(records: readonly MonitorRecord[]): void {
    const before = this.byRecords.get(records);
    if (!before || before.version === recordsVersion(records)) return;
    const most = [...before.asked.values()].sort((a, b) => b.calls - a.calls).slice(0, PREPARED_PER_TICK);
    for (const { body } of most) this.shared(records, body).catch(() => {});
  }

  answer(records: readonly MonitorRecord[], body: CarListFilter): Promise<SharedAnswer> {
    return this.shared(records, body, true).then((a) => {
      a.served += 1;
      return a;
    });
  }

  private tickOf(records: readonly MonitorRecord[]): TickAnswers {
    // the runtime writes a fleet's list in place each tick (records.ts): a new version is a new tick
    const version = recordsVersion(records);
    let tick = this.byRecords.get(records);
    if (tick?.version !== version) this.byRecords.set(records, (tick = { version, byFilter: new Map(), asked: new Map() }));
    return tick;
  }

  private shared(records: readonly MonitorRecord[], body: CarListFilter, asked = false): Promise<SharedAnswer> {
    const { byFilter, asked: askedFilters } = this.tickOf(records);
    const key = filterKey(body);
    if (asked) {
      const seen = askedFilters.get(key);
      if (seen) seen.calls += 1;
      else if (askedFilters.size < MAX_FILTERS_PER_TICK) askedFilters.set(key, { body, calls: 1 });
    }
    let answer = byFilter.get(key);
    if (!answer) {
      this.printed += 1;
      answer = prepare(carListPage(records, body));
      // Kept for the tick unless many filters were asked already (keywords typed in many consoles): those
      // are printed per call, so a tick's answers never hold more than MAX_FILTERS_PER_TICK of them.
      if (byFilter.size < MAX_FILTERS_PER_TICK) {
        byFilter.set(key, answer);
        // a failure is not kept: the next call tries again
        answer.catch(() => byFilter.delete(key));
      }
    }
    return answer;
  }
}

const KEY = 'monitoring.carListAnswers';

/** The shared answers of this server (one per app, kept in ctx.services). */
export function carListAnswersOf(ctx: { services: Map<string, unknown> }): CarListAnswers {
  return perServer(ctx, KEY, () => new CarListAnswers());
}
