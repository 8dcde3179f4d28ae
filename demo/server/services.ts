import type { ServiceFactory } from '../../src/core/api/contract/htsr';
import type { EnterpriseSettings } from '../../src/core/api/contract/enterprise';
import type { MessageSetting, NotificationMessage } from '../../src/core/api/contract/message';
import type { TaskDetail } from '../../src/core/api/contract/task';
import type { ServerContext } from './context';
import type { Db } from './db/database';
import type { CarDbRow } from './domains/fleet/car-row';
import type { DriverDbRow, UserRow } from './domains/core/accounts';
import type { Principal } from './auth/principal';
import type { MonthlyReports } from './domains/monitoring/report/report-cache';
import { markRecorded } from './http/operation-audit';

/**
 * The services one domain offers to the others, kept in ctx.services. Each is named by the
 * providing domain and typed once here; a consumer looks it up at call time with useService() and
 * copes with its absence (a server, e.g. a test one, may run without the providing domain).
 */

/** A notification for the users of an enterprise (comms domain, notify.ts). */
export interface NotifyInput {
  enterpriseUid: string;
  /** Only these users of the enterprise; all of its users when absent. */
  userUids?: string[];
  category: number;
  type: string;
  code: string;
  title: string;
  content: string;
  includeDtcA?: boolean;
  data?: Record<string, unknown>;
  /** When it happened; now when absent (the seed back-dates). */
  at?: number;
}

/** Stores and pushes one message per recipient whose settings enable the category. */
export type Notify = (input: NotifyInput) => Promise<NotificationMessage[]>;

/** Writes the operation log (fleet domain, operation-log.ts). */
export type RecordOperation = (user: Principal, action: string, target: string, detail?: object) => Promise<void>;

/** A car's current position and status as the monitoring domain knows it. */
export type LiveCar = Partial<{
  carUid: string;
  status: string;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
  time: number | string;
  driverName: string;
}>;

/** The live cars of an enterprise (monitoring domain, monitor/routes.ts). */
export type MonitoringSnapshot = (enterpriseUid: string) => LiveCar[] | Promise<LiveCar[]>;

/** The task kind (option uid) of a car at a time, from its tasks (tasks domain). */
export type TaskKindService = (carUid: string, time: number) => string | null;

/**
 * How many records use each of an enterprise's options (uids) of one category; an unused option is
 * absent from the map. Task kinds: tasks domain (option-usage.ts); maintenance items: maintenance
 * domain (item-usage.ts).
 */
export type OptionUsageService = (enterpriseUid: string, uids: readonly string[]) => Promise<Map<string, number>>;

/** An enterprise's parameters of page /setting, its stored values over the defaults (core domain, enterprise-routes.ts). */
export type SettingsOf = (enterpriseUid: string) => Promise<EnterpriseSettings>;

/**
 * How a car read names each car's driver (`driver_name`): `live`, a live account's name (null for a
 * deleted one: the driver a car has now); `kept`, deleted accounts' names too (a list that names the
 * driver a record was about); `none`, no name and no read of the users (a caller that names drivers
 * itself, or not at all).
 */
export type DriverNames = 'live' | 'kept' | 'none';

/** Which cars of an enterprise a list keeps ('fleet.cars' ordered()); no condition keeps them all. */
export interface CarFilter {
  /** Deleted cars too: a record (event, task, maintenance, order) keeps the car it was about. */
  deleted?: boolean;
  /** Only these cars (unknown uids left out): a list sorted by car number joins them `WITH ORDINALITY`. */
  uids?: readonly string[];
  /** Only the department's cars (the department a car is in now). */
  departmentUid?: string;
  /**
   * With a non-blank keyword, only the cars whose number contains it (case aside; LIKE wildcards in
   * it are plain text) or whose driver is one of `drivers` (the people whose name contains it:
   * 'core.users' nameLike()).
   */
  keyword?: string;
  drivers?: readonly string[];
}

/**
 * The fleet's cars as other domains read them (fleet domain, car-reads.ts): only the fleet queries
 * its tables. Each read takes the Db it runs on, so it joins the caller's transaction.
 */
export interface CarReads {
  /** A live car of the enterprise; null for another enterprise's, a deleted or an unknown one. */
  one(db: Db, enterpriseUid: string, uid: string): Promise<CarDbRow | null>;
  /**
   * The live cars of the enterprise among the uids, by car number (the others are left out); their
   * drivers named by `names` (a live driver's name by default).
   */
  some(db: Db, enterpriseUid: string, uids: readonly string[], names?: DriverNames): Promise<CarDbRow[]>;
  /** The live car a device (udid) is installed in. */
  byUdid(db: Db, udid: string): Promise<CarDbRow | null>;
  /**
   * The live cars of an enterprise (of every enterprise when enterpriseUid is absent), by enterprise
   * and car number; `managed`: only those under management.
   */
  list(db: Db, filter: { enterpriseUid?: string; managed?: boolean }): Promise<CarDbRow[]>;
  /** Car numbers by uid, deleted cars too: a record keeps naming the car it was about. */
  numbers(db: Db, uids: readonly string[]): Promise<Map<string, string>>;
  /**
   * The cars of the drivers, deleted cars too, each driver's newest assignment first, then by car
   * number (spec 3: a driver's first car is theirs): account management shows them.
   */
  ofDrivers(db: Db, driverUids: readonly string[]): Promise<DriverCar[]>;
  /** The drivers (uids) of the enterprise's live cars under management, once each. */
  managedDrivers(db: Db, enterpriseUid: string): Promise<string[]>;
  /** How many live cars the enterprise has, and how many of them are under management (page /enterprise). */
  counts(db: Db, enterpriseUid: string): Promise<{ cars: number; managed: number }>;
  /** The one write other domains make on cars: the drivers leave their cars (deleted accounts, or no longer drivers). */
  releaseDrivers(db: Db, driverUids: readonly string[]): Promise<void>;
  /**
   * The uids of the enterprise's cars a list filters or sorts by, in car-number order (then uid):
   * the one read behind a list's car filters (CarFilter).
   */
  ordered(db: Db, enterpriseUid: string, filter: CarFilter): Promise<string[]>;
  /** Whole cars by uid, deleted ones too: a record shows the car it was about (number, model, department). */
  records(db: Db, uids: readonly string[], names?: DriverNames): Promise<Map<string, CarDbRow>>;
  /** The live car of the enterprise whose number is `carNo` regardless of spaces and case (the open API's lookup). */
  byNumber(db: Db, enterpriseUid: string, carNo: string): Promise<CarDbRow | null>;
  /** When each car was added, by uid, deleted cars too; an unknown uid is absent. */
  addedAt(db: Db, uids: readonly string[]): Promise<Map<string, Date>>;
}

/**
 * Which cars follow which maintenance cycle (the fleet's car_cycles table: the fleet's car-cycle
 * call and car deletion write it too), as the maintenance domain reads and writes it:
 * 'fleet.carCycles'. Each call takes the Db it runs on, so it joins the caller's transaction.
 */
export interface CarCycleLinks {
  /** The live cars following each of the cycles, by car number. */
  carsOf(db: Db, cycleUids: readonly string[]): Promise<Array<{ cycle_uid: string; car_uid: string; car_no: string }>>;
  /** The cycles each of the cars follows (a deleted car's too). */
  cyclesOf(db: Db, carUids: readonly string[]): Promise<Array<{ car_uid: string; cycle_uid: string }>>;
  /** Every live car following at least one cycle, of every enterprise. */
  following(db: Db): Promise<Array<{ uid: string; car_no: string; enterprise_uid: string }>>;
  /** Makes exactly these cars follow the cycle. */
  setCars(db: Db, enterpriseUid: string, cycleUid: string, carUids: readonly string[]): Promise<void>;
  /** Makes a car follow a cycle; nothing changes when it does already. */
  follow(db: Db, enterpriseUid: string, carUid: string, cycleUid: string): Promise<void>;
  /** No car follows the cycles any more (they are deleted). */
  forget(db: Db, cycleUids: readonly string[]): Promise<void>;
}

/** A car's journeys as other domains read them (monitoring domain, which owns the journeys table): 'monitoring.journeys'. */
export interface JourneyReads {
  /**
   * Each car's driven distance (meters) and time (seconds) summed over its journeys starting at or
   * after its `since` (all of them when null); a car without such a journey is absent.
   */
  totals(db: Db, cars: ReadonlyArray<{ carUid: string; since: Date | null }>): Promise<Map<string, { meters: number; seconds: number }>>;
  /** The points of the enterprise's car's journeys overlapping [from, to], by start time. */
  paths(db: Db, enterpriseUid: string, carUid: string, from: Date, to: Date): Promise<Array<Array<{ time: number; lat: number; lng: number }>>>;
}

/** A car as a driver's account shows it ('fleet.cars' ofDrivers). */
export type DriverCar = Pick<CarDbRow, 'driver_uid' | 'uid' | 'car_no' | 'enabled_code' | 'deleted'>;

/**
 * What other domains read of the core's users (published as 'core.users' by the core domain, which
 * owns the table). Each read takes the Db it runs on, so it joins the caller's transaction.
 */
export interface UserReads {
  /** The live drivers of the enterprise (only those among `uids` when given), in the database's order. */
  drivers(db: Db, enterpriseUid: string, uids?: readonly string[] | null): Promise<DriverDbRow[]>;
  /** The uids of the enterprise's live, enabled users holding any of the codes; `drivers: false` leaves drivers out. */
  holders(db: Db, enterpriseUid: string, codes: readonly string[], options: { drivers: boolean }): Promise<string[]>;
  /** Chinese names by uid, deleted users too: a record keeps naming the person it was about. */
  names(db: Db, uids: readonly string[]): Promise<Map<string, string>>;
  /**
   * Who gets a notice of the category: the enterprise's live, enabled users (only those among `uids`
   * when given) whose message settings do not switch it off.
   */
  recipients(db: Db, enterpriseUid: string, uids: readonly string[] | null, category: number): Promise<string[]>;
  /** A user's message settings (empty for an unknown uid). */
  messageSettings(db: Db, uid: string): Promise<MessageSetting[]>;
  /** The one write another domain makes on users: a user's own message settings (page /message). */
  setMessageSettings(db: Db, uid: string, settings: readonly MessageSetting[]): Promise<void>;
  /** Chinese names by uid of live users only (a deleted one is absent): the driver a car names. */
  liveNames(db: Db, uids: readonly string[]): Promise<Map<string, string>>;
  /** How many live users each department (option uid) has; a department without any is absent. */
  departmentCounts(db: Db, departmentUids: readonly string[]): Promise<Map<string, number>>;
  /** The enterprise of a user, deleted ones too; null for an unknown uid. */
  enterpriseOf(db: Db, uid: string): Promise<string | null>;
  /**
   * The fleet's seed: its drivers and staff, whole rows of users (dates as ISO text) but for the
   * password hash, which is the account `samePasswordAs`'s (one slow hash for every demo account).
   */
  seedAccounts(db: Db, rows: readonly object[], samePasswordAs: string): Promise<void>;
  /** The fleet's seed: the fleet's columns of an account (dates as yyyy-mm-dd). */
  setFleetColumns(db: Db, uid: string, columns: Record<FleetColumn, string | null>): Promise<void>;
  /**
   * The users among the uids, deleted ones too, by Chinese name (then uid), with their department:
   * a list of people in name order, filtered by department.
   */
  byName(db: Db, uids: readonly string[]): Promise<Array<Pick<UserRow, 'uid' | 'zh_name' | 'department_uid'>>>;
  /**
   * The uids of the enterprise's users, deleted ones too, whose Chinese name contains the keyword
   * (case aside; LIKE wildcards in it are plain text): a list's keyword search on driver names.
   */
  nameLike(db: Db, enterpriseUid: string, keyword: string): Promise<string[]>;
}

/** The columns the fleet's migrations add to users (department, employee number, licence, hire date). */
export type FleetColumn = keyof Pick<UserRow, 'department_uid' | 'employee_no' | 'license_class' | 'license_expiry' | 'hire_date'>;

/** The categories of an enterprise's options (the `options` table, fleet's). */
export type OptionCategory = 'department' | 'maintenance' | 'task';

/** What other domains read of the fleet's options (departments, task kinds, maintenance items): 'fleet.options'. */
export interface OptionReads {
  /** Names of the enterprise's options of a category by uid, by sort and name; deleted ones too unless `live`. */
  names(db: Db, enterpriseUid: string, category: OptionCategory, live?: boolean): Promise<Map<string, string>>;
  /** Whether the uid is an option of the category of the enterprise (a deleted one too). */
  exists(db: Db, enterpriseUid: string, category: OptionCategory, uid: string): Promise<boolean>;
  /** The live options of a category of every enterprise, by enterprise and uid. */
  liveOfEvery(db: Db, category: OptionCategory): Promise<Array<{ enterprise_uid: string; uid: string }>>;
}

/** What other domains read of the core's enterprises: 'core.enterprises'. */
export interface EnterpriseReads {
  /** Every enterprise's uid. */
  uids(db: Db): Promise<string[]>;
  /** An enterprise's name; null for an unknown uid. */
  name(db: Db, uid: string): Promise<string | null>;
  /** The enterprises (uid and code) whose code is `code` regardless of case (the open API names an enterprise by it). */
  withCode(db: Db, code: string): Promise<Array<{ uid: string; code: string }>>;
}

/** A rate limit's current window for one key: attempts counted in it, and when it ends (epoch ms). */
export interface RateWindow {
  hits: number;
  resetsAt: number;
}

/** The core's rate-limit windows, for the shared limiter (auth/rate-limit.ts): 'core.rateLimits'. */
export interface RateLimitWindows {
  /** Counts one attempt at `now`, opening a window of `windowMs` when the key's last one ended; the window after it. */
  hit(db: Db, key: string, now: number, windowMs: number): Promise<RateWindow>;
  read(db: Db, key: string): Promise<RateWindow | null>;
  reset(db: Db, key: string): Promise<void>;
  /** Takes back one attempt counted in the key's current window (an attempt that turned out not to count). */
  refund(db: Db, key: string, now: number): Promise<void>;
  /** Drops the windows that ended by `now`. */
  sweep(db: Db, now: number): Promise<void>;
}

/** What the shared auth code reads of the core's sessions and users: 'core.sessions'. */
export interface SessionReads {
  /** A session of the user with its holder's account (null when there is no such session), revoked or not. */
  holder(db: Db, sessionUid: string, userUid: string): Promise<SessionHolder | null>;
}

/** A session and its holder's account, as the auth hook checks a token against them. */
export interface SessionHolder {
  revoked: boolean;
  enabled: boolean;
  deleted: boolean;
  user_uid: string;
  enterprise_uid: string;
  name: string;
  zh_name: string;
  codes: string[];
  role: Principal['role'];
  platform_operator: boolean;
}

/**
 * The operation log's entries as the audit hook (http/audit-change.ts) reads and completes them:
 * 'fleet.operationLog', beside 'fleet.recordOperation' which writes them (fleet domain, operation-log.ts).
 */
export interface OperationLogEntries {
  /** The targets of the entries with these uids, as written. */
  targets(db: Db, uids: readonly string[]): Promise<Array<{ uid: string; target: string }>>;
  /** Gives an entry its readable target and adds to its detail (the uids named, what changed). */
  describe(db: Db, uid: string, target: string, detail: object): Promise<void>;
}

/** Every inter-domain service by name. */
export interface Services {
  'core.users': UserReads;
  'core.enterprises': EnterpriseReads;
  'fleet.cars': CarReads;
  'fleet.options': OptionReads;
  'comms.notify': Notify;
  'fleet.recordOperation': RecordOperation;
  'core.settings': SettingsOf;
  'monitoring.snapshot': MonitoringSnapshot;
  /** The fleet domain changed cars (added, brought under management, edited, deleted): the live map reloads them. */
  'monitoring.carsChanged': () => void;
  'tasks.taskKindOf': TaskKindService;
  'tasks.taskKindUsage': OptionUsageService;
  'maintenance.itemUsage': OptionUsageService;
  /** Books a period of a service factory for a reservation (refUid); throws when it is full. */
  'htsr.reserve': (factoryUid: string, date: string, start: string, refUid: string) => Promise<void>;
  /** Frees the periods booked for a reservation. */
  'htsr.release': (refUid: string) => Promise<void>;
  'htsr.factory': (uid: string) => ServiceFactory | null;
  'core.sessions': SessionReads;
  /** The rate limits' and the sign-in lockout's counts, shared by every server process. */
  'core.rateLimits': RateLimitWindows;
  /** The operation log's entries, read and named by the audit hook after a change. */
  'fleet.operationLog': OperationLogEntries;
  /** Which cars follow which maintenance cycle (the fleet's car_cycles). */
  'fleet.carCycles': CarCycleLinks;
  /** The driven distance, time and path of cars from their journeys. */
  'monitoring.journeys': JourneyReads;
  /** A car's live state as last stored (time: when), or null; what the open API falls back on without a live snapshot. */
  'monitoring.storedLive': (db: Db, carUid: string) => Promise<LiveCar | null>;
  /**
   * The tables whose rows the operation log names and compares (http/audit-rows.ts), each added by
   * the domain that owns it with offerAuditTargets(): a server without a domain offers none of its tables.
   */
  'audit.targets': readonly AuditTarget[];
  /** The monthly reports this process computed, kept per enterprise and month (issue 26, 4). */
  'monitoring.monthlyReports': MonthlyReports;
  /** One task of the enterprise as a manager reads it (its car and stops), or null when it is not the enterprise's: a live-share link shows it. */
  'tasks.detail': (enterpriseUid: string, taskUid: string) => Promise<TaskDetail | null>;
}

export type ServiceName = keyof Services;

/** Publishes a service of the calling domain. */
export function provideService<K extends ServiceName>(ctx: ServerContext, name: K, fn: Services[K]): void {
  ctx.services.set(name, fn);
}

/**
 * This server's one instance of a domain's long-lived object (the monitoring runtime, the device
 * intake, the task tracker, car/list's shared answers), made on first use and kept in ctx.services
 * under `key` for as long as the app lives.
 */
export function perServer<T>(ctx: { services: Map<string, unknown> }, key: string, make: () => T): T {
  if (!ctx.services.has(key)) ctx.services.set(key, make());
  return ctx.services.get(key) as T;
}

/** An OptionUsageService over a query of (uid, n) rows taking the enterprise ($1) and the option uids ($2). */
export function usageCounter(ctx: ServerContext, sql: string): OptionUsageService {
  return async (enterpriseUid, uids) => {
    if (uids.length === 0) return new Map();
    const rows = await ctx.db.query<{ uid: string; n: number }>(sql, [enterpriseUid, [...uids]]);
    return new Map(rows.map((row) => [row.uid, Number(row.n)]));
  };
}

/**
 * A service every server offers (a table's reads, e.g. 'fleet.cars'): there is no sensible answer
 * without it, so its absence is a programming error, not a case to cope with.
 */
export function serviceOf<K extends ServiceName>(ctx: Pick<ServerContext, 'services'>, name: K): Services[K] {
  const service = ctx.services.get(name) as Services[K] | undefined;
  if (!service) throw new Error(`The service ${name} is not offered: its domain does not run in this server.`);
  return service;
}

/** The service when its domain runs in this server, else undefined. */
export function useService<K extends ServiceName>(ctx: ServerContext, name: K): Services[K] | undefined {
  return ctx.services.get(name) as Services[K] | undefined;
}

/**
 * The one failure behaviour of a write's side effects (the operation log and notifications): they
 * run after the user's write has succeeded, so a failing one never fails that write, nor undoes it.
 * It is logged with its `what` and dropped; the caller's answer is unchanged.
 */
export async function afterWrite(ctx: ServerContext, what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    ctx.log(`[${what}] failed; the write it follows stands`, error);
  }
}

/**
 * Tells users through 'comms.notify' when it is offered (a server without the comms domain tells
 * nobody). `codes` limits it to the enterprise's users who hold one of the codes (the screen the
 * notice is about), drivers excepted.
 */
export async function notifyUsers(ctx: ServerContext, input: NotifyInput, codes?: readonly string[]): Promise<void> {
  const send = useService(ctx, 'comms.notify');
  if (!send) return;
  await afterWrite(ctx, `notify ${input.type}`, async () => {
    if (codes) {
      const userUids = await serviceOf(ctx, 'core.users').holders(ctx.db, input.enterpriseUid, codes, { drivers: false });
      if (!userUids.length) return;
      input = { ...input, userUids };
    }
    await send(input);
  });
}

/** Tells the live monitoring that cars changed, when it runs in this server (a car brought under management shows on /monitor at once). */
export function carsChanged(ctx: ServerContext): void {
  useService(ctx, 'monitoring.carsChanged')?.();
}

/** Writes the operation log through 'fleet.recordOperation' when it is offered. */
export async function recordOperation(ctx: ServerContext, user: Principal, action: string, target: string, detail?: object): Promise<void> {
  markRecorded();
  const record = useService(ctx, 'fleet.recordOperation');
  if (!record) return;
  await afterWrite(ctx, `operation log ${action}`, () => record(user, action, target, detail));
}

/** A row of an audit target as its owner read it: how people name it (null: by its car or uid only) and its columns. */
export interface AuditTargetRow {
  uid: string;
  name: string | null;
  row: Record<string, unknown>;
}

/**
 * A table whose rows the operation log names and compares (issue 22, 24 point 4): declared and read
 * by the domain that owns the table, offered with offerAuditTargets().
 */
export interface AuditTarget {
  table: string;
  /**
   * A row named by its car: the car's number (the fleet's, deleted cars too), then the read's name
   * when it gives one; a row whose car is unknown is named by its uid.
   */
  byCar?: boolean;
  /** The columns a manager would recognise as a change, with their labels; others never reach the log. */
  fields: Readonly<Record<string, string>>;
  /** The enterprise's rows among the uids (the others, another enterprise's too, are left out). */
  read(db: Db, enterpriseUid: string, uids: readonly string[]): Promise<AuditTargetRow[]>;
}

/** Adds tables of the calling domain to those the operation log names ('audit.targets'); several domains add theirs. */
export function offerAuditTargets(ctx: ServerContext, targets: readonly AuditTarget[]): void {
  provideService(ctx, 'audit.targets', [...(useService(ctx, 'audit.targets') ?? []), ...targets]);
}
