import type { IdData } from '../session/store';
import { readJson, removeKey, writeJson } from './safe-storage';

/** Local-storage keys and the shape kept under each (spec 9). */
export const LOCAL_KEYS = { fms: 'fms', task: 'task', message: 'message', settingCheckbox: 'settingCheckbox' } as const;
/** Session-storage keys of the app service hand-off (spec 2.9, 9). */
export const SESSION_KEYS = { carDetailDataList: 'carDetailDataList', carObj: 'carObj', onceToken: 'onceToken' } as const;

export interface MapView {
  zoom: number;
  center: [number, number];
}

/**
 * Remember-me (spec 2.11, 3) keeps the name and the memberMe choice. The password is never kept in
 * page storage: the browser's password manager keeps it (see src/core/session/credentials.ts).
 */
export interface RememberMe {
  name: string;
  memberMe: boolean;
}

/** `fms`: idData, refreshToken, memberMe, map (spec 9). */
export interface FmsLocal {
  idData: IdData | null;
  refreshToken: string;
  memberMe: RememberMe | null;
  map: { monitor?: MapView; history?: MapView; fence?: MapView };
}

export interface SettingCheckbox {
  carNo: boolean;
  driverName: boolean;
  speed: boolean;
  fence: boolean;
}

/** All four display checkboxes are off by default (spec 2.11, 9). */
export const DEFAULT_SETTING_CHECKBOX: SettingCheckbox = { carNo: false, driverName: false, speed: false, fence: false };

export const DEFAULT_FMS: FmsLocal = { idData: null, refreshToken: '', memberMe: null, map: {} };

export function readFms(): FmsLocal {
  const stored = { ...DEFAULT_FMS, ...readJson<Partial<FmsLocal>>('local', LOCAL_KEYS.fms, {}) };
  const remembered = stored.memberMe as (RememberMe & { password?: unknown }) | null;
  if (remembered && 'password' in remembered) {
    // Versions before issue 10 kept the password here: forget it the first time it is read.
    stored.memberMe = { name: String(remembered.name ?? ''), memberMe: remembered.memberMe === true };
    writeJson('local', LOCAL_KEYS.fms, stored);
  }
  return stored;
}

export function writeFms(patch: Partial<FmsLocal>): boolean {
  return writeJson('local', LOCAL_KEYS.fms, { ...readFms(), ...patch });
}

export function readSettingCheckbox(): SettingCheckbox {
  const stored = readJson<Partial<SettingCheckbox>>('local', LOCAL_KEYS.settingCheckbox, {});
  return {
    carNo: stored.carNo === true,
    driverName: stored.driverName === true,
    speed: stored.speed === true,
    fence: stored.fence === true,
  };
}

export function writeSettingCheckbox(value: SettingCheckbox): boolean {
  return writeJson('local', LOCAL_KEYS.settingCheckbox, value);
}

/** `task`: task.detail (spec 9). */
export function readTaskDetail<T>(): T | null {
  return readJson<{ detail?: T }>('local', LOCAL_KEYS.task, {}).detail ?? null;
}

export function writeTaskDetail(detail: unknown): boolean {
  return writeJson('local', LOCAL_KEYS.task, { detail });
}

/** `message`: message.lastSpecialNoticeDate, default '1911' (spec 9). */
export const DEFAULT_LAST_SPECIAL_NOTICE_DATE = '1911';

export function readLastSpecialNoticeDate(): string {
  return readJson<{ lastSpecialNoticeDate?: string }>('local', LOCAL_KEYS.message, {}).lastSpecialNoticeDate
    ?? DEFAULT_LAST_SPECIAL_NOTICE_DATE;
}

export function writeLastSpecialNoticeDate(date: string): boolean {
  return writeJson('local', LOCAL_KEYS.message, { lastSpecialNoticeDate: date });
}

export interface CarObj {
  carUid: string;
  onceToken: string;
}

export function readCarDetailDataList(): Array<{ carUid: string }> {
  return readJson<Array<{ carUid: string }>>('session', SESSION_KEYS.carDetailDataList, []);
}

export function writeCarDetailDataList(list: Array<{ carUid: string }>): boolean {
  return writeJson('session', SESSION_KEYS.carDetailDataList, list);
}

/** Stores carObj and onceToken for the app hand-off (spec 2.9 step 3). */
export function writeCarHandOff(carObj: CarObj): boolean {
  return writeJson('session', SESSION_KEYS.carObj, carObj) && writeJson('session', SESSION_KEYS.onceToken, carObj.onceToken);
}

export function readCarObj(): CarObj | null {
  return readJson<CarObj | null>('session', SESSION_KEYS.carObj, null);
}

export function clearCarHandOff(): void {
  removeKey('session', SESSION_KEYS.carObj);
  removeKey('session', SESSION_KEYS.onceToken);
}
