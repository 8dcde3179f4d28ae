import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelMapsOf } from '../../../scripts/vocabulary/label-maps';
import { ROOT, sourceFiles } from '../../core/catalogue/vocabulary-scan';

/**
 * Issue 24, 6: no label map outside the vocabulary. The console and the reference server are
 * scanned; demo/pages is not: the manual's galleries and benches fill their demos with sample data.
 */
const VOCABULARY = 'src/core/api/contract/vocabulary/';

/** Why the operation log's labels of each domain's audit targets (issue 24, 4) stay with their tables. */
const AUDIT_WHY = 'the operation log names the owning domain\'s own SQL columns, keyed by column: no code of the contract, no other reader';

/**
 * The label maps that stay where they are, by file and the const that holds them, each with why.
 * Keep it short: a new entry needs a reason of the same kind.
 */
const ALLOWED: ReadonlyArray<{ file: string; name: string; why: string }> = [
  {
    file: 'demo/server/domains/fleet/catalogue.ts', name: 'COMMON_OPTIONS',
    why: 'seed data: the options a new enterprise starts with, stored and served as its own (the console reads them from the server)',
  },
  { file: 'demo/server/domains/core/audit-targets.ts', name: 'CORE_AUDIT_TARGETS', why: AUDIT_WHY },
  { file: 'demo/server/domains/maintenance/audit-targets.ts', name: 'MAINTENANCE_AUDIT_TARGETS', why: AUDIT_WHY },
  { file: 'demo/server/domains/services/audit-targets.ts', name: 'SERVICES_AUDIT_TARGETS', why: AUDIT_WHY },
  { file: 'demo/server/domains/tasks/audit-targets.ts', name: 'TASKS_AUDIT_TARGETS', why: AUDIT_WHY },
  {
    file: 'demo/server/http/operation-audit.ts', name: 'VERB',
    why: 'the operation log\'s verb for an HTTP method: keyed by method, read by the server only',
  },
];

const allowed = (file: string, name: string) => ALLOWED.some((a) => a.file === file && a.name === name);

describe('label maps live in the vocabulary (issue 24, 6)', () => {
  it('no file of src/ or demo/server outside the vocabulary declares a table of codes and their words', () => {
    const found = sourceFiles('src', 'demo/server').filter((file) => !file.startsWith(VOCABULARY))
      .flatMap((file) => labelMapsOf(file, readFileSync(join(ROOT, file), 'utf8')))
      .filter((m) => !allowed(m.file, m.name))
      .map((m) => `${m.file}:${m.line} ${m.name || '(inline)'}: ${m.labels.join('、')}`);
    expect(found).toEqual([]);
  });

  it('every entry of the allow-list is still there (an entry goes when its table does)', () => {
    const found = ALLOWED.filter((a) => labelMapsOf(a.file, readFileSync(join(ROOT, a.file), 'utf8')).some((m) => m.name === a.name));
    expect(found.map((a) => `${a.file} ${a.name}`)).toEqual(ALLOWED.map((a) => `${a.file} ${a.name}`));
  });

  it('the vocabulary itself is where the scan finds them', () => {
    const inVocabulary = sourceFiles(VOCABULARY).flatMap((file) => labelMapsOf(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(inVocabulary.map((m) => m.name)).toEqual(expect.arrayContaining(['DTC_SYSTEM_LABELS', 'INVOICE_FIELD_LABELS', 'MAP_LABEL_FIELDS']));
  });

  it('finds a keyed table, a table of labelled entries, a list of coded entries and a list of pairs', () => {
    const source = `
      const STATUS = { open: '待處理', done: '已完成' } as const;
      const LEVELS = Object.freeze({ A: { label: '立即停車', critical: true }, B: { label: '立即回廠', critical: false } });
      const TYPES = [{ code: 'duplicate', name: '二聯式' }, { code: 'donation', name: '捐贈' }];
      const MODES = [['carNo', '車號'], ['speed', '車速']];
      const el = <Select options={[{ value: 'init', label: '初始值' }, { value: 'project', label: '專案' }]} />;`;
    expect(labelMapsOf('copy.tsx', source).map((m) => `${m.name || '(inline)'} ${m.labels.join(',')}`)).toEqual([
      'STATUS 待處理,已完成', 'LEVELS 立即停車,立即回廠', 'TYPES 二聯式,捐贈', 'MODES 車號,車速', 'el 初始值,專案',
    ]);
  });

  it('leaves messages, declarations of one field or control, mixed records and single words', () => {
    const source = `
      const MESSAGES = { used: '此序號已兌換過。', expired: '此序號已過期。' };
      const STAGES = { reading: '讀取檔案中…', parsing: '解析工作表中…' };
      const FIELD = { label: '統一編號', hint: '8 位數字' };
      const FIELDS = { old: { name: 'old', label: '目前密碼' }, next: { name: 'next', label: '新密碼' } };
      const FILTERS = [{ key: 'carNo', label: '車號', kind: 'text' }, { key: 'dept', label: '部門', kind: 'select' }];
      const ZOOM = { zoomInTitle: '放大', zoomOutTitle: '縮小' };
      const ROW = { uid: 'j-1', driverName: '王小明', city: '臺北市', km: 12 };
      const ONE = { cancel: STATUSES[4].label, delete: '刪除訂單' };`;
    expect(labelMapsOf('fine.tsx', source)).toEqual([]);
  });
});
