import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ICON_KIND_OF_TYPE, EventListBody, VehicleEvent } from '../../../src/core/api/contract/events';
import { TyreReading } from '../../../src/core/api/contract/device';
import { MaintenanceOrder, Reservation } from '../../../src/core/api/contract/maintenance';
import { MessageSetting } from '../../../src/core/api/contract/message';
import { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { OptionRow } from '../../../src/core/api/contract/options';
import { Order } from '../../../src/core/api/contract/plus';
import { TaskDetail } from '../../../src/core/api/contract/task';
import * as V from '../../../src/core/api/contract/vocabulary';
import {
  carStatusLabel, eventIconKind, eventTypeLabel, optionCategoryLabel, orderStatusLabel, reservationStatusLabel, taskStatusLabel,
  tpmsLabel,
} from '../../../src/core/catalogue';
import { categoryInfo, SPECIAL_NOTICE_TITLES } from '../../../src/core/notifications';
import { codeFromFlags, flagsFromCode, TPMS_LABELS } from '../../../demo/server/sim';
import { categoryNumbersOf, literalsOf, ROOT, sourceFiles } from './vocabulary-scan';

/** The one declaration; every other file of src/ and demo/ must import its words. */
const VOCABULARY = 'src/core/api/contract/vocabulary/';
const scanned = () => sourceFiles('src', 'demo').filter((file) => !file.startsWith(VOCABULARY));

/**
 * The words the spec gives exactly (spec 4, 9), and the category descriptions. Left out: the labels
 * of icon kinds (車輛, 駕駛, …), option categories (部門, 任務, …), notification categories (圍籬,
 * 語音訊息, …) and work orders (已取消, …). They are the console's own ordinary words that also name
 * columns, menus, pages and a cancelled request, so a literal of them is not a copy; the tests below
 * hold the contract and the catalogue to the vocabulary instead.
 */
const WORDS = new Set<string>([
  ...Object.values(V.CAR_STATUS_LABELS),
  ...Object.values(V.EVENT_TYPES).map((e) => e.label),
  ...V.TPMS_STATUS_LABELS,
  ...Object.values(V.TASK_STATUSES).map((e) => e.label),
  ...Object.values(V.RESERVATION_STATUSES).map((e) => e.label),
  ...V.ORDER_STATUS_LABELS,
  ...V.NOTIFICATION_CATEGORIES.map((c) => c.description),
  ...V.SPECIAL_NOTICE_TITLES,
  // Issue 24, 6: the fence, licence and serial words.
  ...Object.values(V.FENCE_ICON_TYPES).map((t) => t.label),
  // 進入 and 離開 also head ordinary columns (a stop's arrival and departure), so only the delayed triggers.
  ...Object.values(V.FENCE_TRIGGERS).filter((t) => t.delayed).map((t) => t.label),
  ...Object.values(V.LICENSE_CLASS_LABELS),
  ...Object.values(V.SERIAL_REFUSALS),
]);

/** Label tables issue 24 moved into the vocabulary; no file outside it may declare them again. */
const MOVED_TABLES = [
  'CYCLE_DUE_LABELS', 'SERIAL_STATE_LABELS', 'SERIAL_REFUSALS', 'SERVICE_SOURCE_LABELS', 'SERVICE_PERIOD_LABELS', 'ROLE_LABELS',
  'LICENSE_CLASS_LABELS', 'ACCOUNT_STATUS_LABELS', 'FENCE_ICON_TYPES', 'FENCE_TRIGGERS', 'PAYMENT_METHOD_LABELS',
];

const where = (findings: { file: string; line: number; text: string }[]) => findings.map((f) => `${f.file}:${f.line} ${f.text}`);
const consts = (schema: TSchema) => (schema.anyOf as TSchema[]).map((s) => s.const);
const range = (schema: TSchema) => [schema.minimum, schema.maximum];
const contiguous = (values: number[]) => values.map((_, i) => values[0] + i);

describe('one vocabulary: each word is written once', () => {
  it('no file of src/ or demo/ outside the vocabulary spells a status, event, TPMS or special-notice word as a literal', () => {
    expect(where(scanned().flatMap((file) => literalsOf(file, WORDS)))).toEqual([]);
  });

  it('no file of src/ or demo/ outside the vocabulary writes a notification category number', () => {
    expect(where(scanned().flatMap((file) => categoryNumbersOf(file)))).toEqual([]);
  });

  it('each word table is declared once: no two files of src/ or demo/ export a *_STATUSES, *_TYPES, *_LABELS, … of one name (issue 24, 6)', () => {
    const declared = new Map<string, string[]>();
    for (const file of sourceFiles('src', 'demo')) {
      for (const [, name] of readFileSync(join(ROOT, file), 'utf8').matchAll(/export const ([A-Z][A-Z_]*_(?:STATUSES|TYPES|LABELS|TRIGGERS|CATEGORIES))\b/g)) {
        declared.set(name, [...(declared.get(name) ?? []), file]);
      }
    }
    expect([...declared].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(declared.get('CAR_STATUSES')).toEqual(['src/core/catalogue/cars.ts']);
    expect(declared.get('ORDER_STATUSES')).toEqual(['src/core/api/contract/vocabulary/orders.ts']);
    expect(declared.get('FENCE_ICON_TYPES')).toEqual(['src/core/api/contract/vocabulary/fences.ts']);
  });

  it('the label tables of cycles, serials, people, fences and payments are declared in the vocabulary only', () => {
    const outside = scanned().flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:export )?const ([A-Z][A-Z_]*)\b(?:\s*:[^=]+)?\s*=/g)]
      .filter(([, name]) => MOVED_TABLES.includes(name)).map(([, name]) => `${file} ${name}`));
    expect(outside).toEqual([]);
    for (const name of MOVED_TABLES) expect(V).toHaveProperty(name);
  });

  it('the scan finds a copied word, spaced or not, and leaves a sentence that contains one', () => {
    const source = "const a = 'DVR 斷訊'; const b = <i>失聯</i>; const c = '車輛失聯中，請稍候。';";
    expect(literalsOf('copy.tsx', WORDS, source).map((f) => f.text)).toEqual(['DVR 斷訊', '失聯']);
  });

  it('the scan finds category numbers in properties, comparisons and constants', () => {
    const source = 'notify({ category: 4 }); if (row.category === 3) {} const TASK_CATEGORY = 4; const ok = { category: C.task };';
    expect(categoryNumbersOf('copy.ts', source)).toHaveLength(3);
  });
});

describe('one vocabulary: the contract schemas are the vocabulary', () => {
  it('car status: the monitor record takes the statuses the server sends', () => {
    expect(consts(MonitorRecord.properties.status)).toEqual(['driving', 'idling', 'parking', 'lost', 'nodevice']);
    expect(V.SENT_CAR_STATUSES).toEqual(Object.keys(V.CAR_STATUS_LABELS).filter((s) => s !== 'error'));
  });

  it('event types: an event and the event-list filter take exactly the vocabulary types', () => {
    expect(consts(VehicleEvent.properties.type)).toEqual(Object.keys(V.EVENT_TYPES));
    expect(consts(EventListBody.properties.types.items)).toEqual(Object.keys(V.EVENT_TYPES));
  });

  it('TPMS: a tyre reading takes codes 0..11, every one of them labelled', () => {
    expect(range(TyreReading.properties.status)).toEqual([0, 11]);
    expect(V.TPMS_CODES).toEqual(contiguous(V.TPMS_CODES));
    expect(V.TPMS_CODES).toHaveLength(12);
  });

  it('task, reservation and work order statuses: the schemas list the vocabulary keys and codes', () => {
    expect(consts(TaskDetail.properties.status)).toEqual(Object.keys(V.TASK_STATUSES));
    expect(consts(Reservation.properties.status)).toEqual(Object.values(V.RESERVATION_STATUSES).map((r) => r.code));
    expect(consts(MaintenanceOrder.properties.status)).toEqual(Object.keys(V.MAINTENANCE_ORDER_STATUSES));
    expect(consts(OptionRow.properties.category)).toEqual(Object.keys(V.OPTION_CATEGORIES));
  });

  it('plus orders: an order takes codes 0..5, every one of them labelled and named', () => {
    expect(range(Order.properties.status)).toEqual([0, 5]);
    expect(V.ORDER_STATUS_CODES).toEqual(contiguous(V.ORDER_STATUS_CODES));
    expect(Object.values(V.ORDER_STATUS)).toEqual(V.ORDER_STATUS_CODES);
  });

  it('notification categories: a setting takes numbers 1..10, every one of them described', () => {
    const numbers = V.NOTIFICATION_CATEGORIES.map((c) => c.category);
    expect(range(MessageSetting.properties.category)).toEqual([1, 10]);
    expect(numbers).toEqual(contiguous(numbers));
    expect(Object.values(V.NOTIFICATION_CATEGORY)).toEqual(numbers);
  });
});

describe('one vocabulary: the reference database checks the same keys', () => {
  const migration = (path: string) => readFileSync(join(ROOT, 'demo/server/domains', path), 'utf8');
  const check = (column: string, keys: readonly string[]) => `CHECK (${column} IN (${keys.map((k) => `'${k}'`).join(', ')}))`;

  it.each([
    ['tasks/migrations.ts', 'status', Object.keys(V.TASK_STATUSES)],
    ['maintenance/migrations.ts', 'status', Object.keys(V.MAINTENANCE_ORDER_STATUSES)],
    ['maintenance/migrations.ts', 'reservation_status', V.RESERVATION_CODES],
    ['fleet/migrations.ts', 'category', Object.keys(V.OPTION_CATEGORIES)],
  ])('%s constrains %s to the vocabulary: %j', (file, column, keys) => {
    // Migrations are history and stay literal SQL; this holds them to the words they store.
    expect(migration(file)).toContain(check(column, keys));
  });
});

describe('one vocabulary: the catalogue, the notifications and the simulator read the same words', () => {
  it('every car status, event, task, reservation, order, option and TPMS label reads as declared', () => {
    for (const [status, label] of Object.entries(V.CAR_STATUS_LABELS)) expect(carStatusLabel(status)).toBe(label);
    for (const [type, { label }] of Object.entries(V.EVENT_TYPES)) expect(eventTypeLabel(type)).toBe(label);
    for (const [status, { label }] of Object.entries(V.TASK_STATUSES)) expect(taskStatusLabel(status)).toBe(label);
    for (const { code, label } of Object.values(V.RESERVATION_STATUSES)) expect(reservationStatusLabel(code)).toBe(label);
    for (const code of V.ORDER_STATUS_CODES) expect(orderStatusLabel(code)).toBe(V.ORDER_STATUS_LABELS[code]);
    for (const [category, { label }] of Object.entries(V.OPTION_CATEGORIES)) expect(optionCategoryLabel(category)).toBe(label);
    for (const code of V.TPMS_CODES) expect(tpmsLabel(code)).toBe(V.TPMS_STATUS_LABELS[code]);
  });

  it('the console draws each event type under the icon kind the server groups it by', () => {
    for (const type of Object.keys(V.EVENT_TYPES)) expect(eventIconKind(type)).toBe(ICON_KIND_OF_TYPE[type as V.EventType]);
  });

  it('the notification panel and the special-notice test read the declared categories and titles', () => {
    for (const c of V.NOTIFICATION_CATEGORIES) expect(categoryInfo(c.category)?.label).toBe(c.label);
    expect(SPECIAL_NOTICE_TITLES).toEqual(Object.values(V.SPECIAL_NOTICE_TITLE));
  });

  it('the simulator labels and decodes tyre codes as declared', () => {
    expect(TPMS_LABELS).toEqual(V.TPMS_STATUS_LABELS);
    for (const code of V.TPMS_CODES) {
      const { pressure, temperature, fastLeak, slowLeak } = V.TPMS_STATUSES[code].flags;
      expect(flagsFromCode(code)).toEqual({ pressure, temperature, leak: fastLeak ? 'fast' : slowLeak ? 'slow' : 'none' });
      expect(codeFromFlags(flagsFromCode(code)!)).toBe(code);
    }
  });
});
