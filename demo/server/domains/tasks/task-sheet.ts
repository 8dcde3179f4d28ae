import type { TaskDetail } from '../../../../src/core/api/contract/task';
import { taskStatusLabel } from '../../../../src/core/catalogue/work';
import { OPTIONAL_TASK_COLUMNS, TASK_COLUMNS, type TaskColumn } from '../../../../src/core/sheets/task-template';
import { workbook } from '../../http/xlsx-book';
import { addDays, fmt } from '../../time';

/**
 * The task spreadsheet files: the import template, and the export in the same layout (the columns
 * are the core's, which the import and the browser preview read too).
 */

const HINTS: Record<TaskColumn, string> = {
  任務編號: '同一任務的各站填相同編號（例如 T1）；編號只在本檔案內用來分組。',
  任務日期: '格式 YYYY-MM-DD，例如 2026-11-21。',
  車號: '須為本企業已納管的車輛，例如 KEA-1234。',
  司機: '司機姓名、帳號或手機號碼；姓名重複時請改填帳號。',
  站序: '正整數，決定同一任務各站的順序；空白時依列的順序。',
  站點名稱: '最多 100 字。',
  地址: '臺灣地址或地標，例如 高雄港、806高雄市前鎮區中山四路100號。',
  任務種類: '須為「任務」選項中的名稱；可留空。',
  預計時間: '當日時間 HH:mm，例如 08:30。',
  備註: '最多 500 字。',
};

/** The 任務種類 hint names the enterprise's own kinds, the only ones an import accepts (issue 22, 8). */
function kindsHint(kinds: readonly string[]): string {
  return kinds.length
    ? `${HINTS.任務種類}本企業的任務種類：${kinds.join('、')}。`
    : `${HINTS.任務種類}本企業尚未設定任務種類，請留空，或先在選項中新增「任務」類別的項目。`;
}

/** The 說明 sheet: each column, whether it is required, and how to fill it. */
const instructions = (kinds: readonly string[]) =>
  TASK_COLUMNS.map((c) => [c, OPTIONAL_TASK_COLUMNS.has(c) ? '否' : '是', c === '任務種類' ? kindsHint(kinds) : HINTS[c]]);

const WIDTHS = [10, 12, 12, 10, 6, 20, 36, 10, 10, 24];

export interface TemplateExample {
  carNo: string;
  driver: string;
  /**
   * The enterprise's task kinds by name, in order: the example rows take the first two, the 說明
   * sheet lists every one (blank and repeated names are dropped).
   */
  kinds: readonly string[];
}

/** The import template: the columns, two example rows of one task, and a sheet of instructions. */
export function templateBook(now: number, example: TemplateExample): Buffer {
  const day = fmt(addDays(now, 1), 'YYYY-MM-DD');
  const kinds = [...new Set(example.kinds.filter((k) => k.trim() !== ''))];
  return workbook([
    {
      name: '任務',
      rows: [
        [...TASK_COLUMNS],
        ['T1', day, example.carNo, example.driver, 1, '臺北港倉庫', '臺北港', kinds[0] ?? '', '08:00', '範例，匯入前請刪除'],
        ['T1', day, example.carNo, example.driver, 2, '臺中港碼頭', '臺中港', kinds[1] ?? kinds[0] ?? '', '11:30', ''],
      ],
      widths: WIDTHS,
    },
    { name: '說明', rows: [['欄位', '必填', '說明'], ...instructions(kinds), ['', '', '任一列有誤時整個檔案都不會匯入，請依錯誤清單修正後重新上傳。']], widths: [10, 6, 70] },
  ]);
}

const EXPORT_EXTRA = ['狀態', '總里程(公里)', '總時間(分鐘)', '抵達時間', '完成時間'];
const clock = (t: number | null) => (t === null ? '' : fmt(t, 'HH:mm'));
const stamp = (t: number | null) => (t === null ? '' : fmt(t, 'YYYY-MM-DD HH:mm'));

/** The export: the import layout (so it can be edited and imported again) plus status and totals. */
export function exportBook(tasks: readonly TaskDetail[]): Buffer {
  const rows: unknown[][] = [[...TASK_COLUMNS, ...EXPORT_EXTRA]];
  for (const t of tasks) {
    for (const s of t.taskList) {
      rows.push([
        t.uid, fmt(t.taskDate, 'YYYY-MM-DD'), t.car.carNo, t.driver.zhName, s.seq, s.name, s.address, s.kindName,
        clock(s.plannedTime), s.note, taskStatusLabel(t.status), t.totalMileage, t.totalDuration, stamp(s.arrivedAt), stamp(s.doneAt),
      ]);
    }
  }
  return workbook([{ name: '任務', rows, widths: [...WIDTHS, 8, 12, 12, 18, 18] }]);
}
