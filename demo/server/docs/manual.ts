import { matchPage } from '../../../src/core/pages';
import { MAIN_MENU } from '../../../src/core/pages/main-menu';
import { PAGE_GUIDES } from '../../../src/core/pages/guides';
import { DEFAULT_TITLE } from '../../../src/core/brand';
import { pdfDocument, type Block } from './pdf-text';
import { LABEL_HINT } from '../../../src/core/monitor-map';
import { SHEET_LIMITS } from '../../../src/core/sheets/limits';

/** The title of the user manual (功能說明 / Q&A, spec 2.7). */
export const MANUAL_TITLE = `${DEFAULT_TITLE} 使用手冊`;

const GETTING_STARTED: readonly Block[] = [
  { kind: 'heading', text: '一、開始使用' },
  { kind: 'subheading', text: '登入' },
  { kind: 'paragraph', text: '輸入帳號與密碼後按「登入」。勾選「記住我」時，此瀏覽器只會記住帳號；密碼交由瀏覽器的密碼管理員保存，系統不會把密碼存放在網頁中。' },
  { kind: 'bullet', text: '連續輸入錯誤密碼多次後，帳號會暫時鎖定，畫面會顯示可再次嘗試的時間。' },
  { kind: 'bullet', text: '密碼使用超過規定天數時，登入後會要求先設定新密碼。' },
  { kind: 'subheading', text: '忘記密碼' },
  { kind: 'paragraph', text: '在登入頁點選「忘記密碼」，輸入帳號後系統會寄送一次性驗證碼（OTP），驗證後即可設定新密碼。驗證碼只能使用一次，逾時須重新發送。' },
  { kind: 'subheading', text: '企業註冊' },
  { kind: 'paragraph', text: '新企業可自行註冊：第一步同意服務條款，第二步填寫企業資料，第三步完成電子郵件或簡訊驗證，之後以啟用連結開通帳號。' },
  { kind: 'heading', text: '二、畫面介紹' },
  { kind: 'paragraph', text: '畫面上方顯示企業名稱與使用者名稱；左側為主選單，只會列出您有權限的功能。手機等窄螢幕上，主選單收在左上角的選單按鈕中。' },
  { kind: 'bullet', text: '鈴鐺圖示：最新的通知與公告；網路中斷後重新連線時，期間發生的通知會自動補上。' },
  { kind: 'bullet', text: '個人選單：我的帳號（編輯個人資料、變更密碼）、功能說明、服務條款與隱私權政策，以及登出。' },
  { kind: 'bullet', text: '系統會在您使用期間自動延長登入；登出或帳號被停用時會回到登入頁。' },
];

const GETTING_STARTED_CHAPTERS = 2;

const QUESTIONS: readonly Block[] = [
  { kind: 'heading', text: '常見問題' },
  { kind: 'subheading', text: '為什麼看不到某些功能？' },
  { kind: 'paragraph', text: '主選單只顯示您的帳號有權限的功能。如需更多功能，請洽企業的系統管理員於「帳號管理」調整權限。' },
  { kind: 'subheading', text: '地圖上勾選了車號卻沒有顯示？' },
  { kind: 'paragraph', text: `視野內車輛過多時標籤不會顯示，地圖上會出現提示：${LABEL_HINT}` },
  { kind: 'subheading', text: '車輛顯示「失聯」是什麼意思？' },
  { kind: 'paragraph', text: '車上設備一段時間未回傳位置，可能因熄火斷電、訊號不佳或設備異常。恢復回傳後狀態會自動更新。' },
  { kind: 'subheading', text: '匯入任務時出現錯誤？' },
  { kind: 'paragraph', text: `請使用「下載範本」取得的試算表格式，檔案不可超過 ${SHEET_LIMITS.uploadBytes / 1024 / 1024} MB 或 ${(SHEET_LIMITS.rows - 1).toLocaleString('en-US')} 筆；錯誤訊息會指出有問題的列與欄位。` },
  { kind: 'subheading', text: '如何聯絡客服？' },
  { kind: 'paragraph', text: '請由個人選單中的官方客服連結加入，即可進行簡易客服與訊息查詢。' },
];

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** The guide of a menu page, declared with the page (src/core/pages/guides.ts). */
function guideOf(path: string): readonly string[] {
  const id = matchPage(path)?.id;
  return id && id in PAGE_GUIDES ? PAGE_GUIDES[id as keyof typeof PAGE_GUIDES] : [];
}

/**
 * The manual's blocks: getting started, then a chapter per group of the main navigation with a
 * section per page (its title and guide, in the menu's order, from the page manifest), then Q&A.
 */
export function manualBlocks(): Block[] {
  const chapters = MAIN_MENU.flatMap((group, i): Block[] => [
    { kind: 'heading', text: `${NUMERALS[GETTING_STARTED_CHAPTERS + i]}、${group.label}` },
    ...group.items.flatMap((item): Block[] => [
      { kind: 'subheading', text: item.label },
      ...guideOf(item.path).map((text): Block => ({ kind: 'paragraph', text })),
    ]),
  ]);
  return [{ kind: 'title', text: MANUAL_TITLE }, ...GETTING_STARTED, ...chapters, ...QUESTIONS];
}

let cached: Buffer | null = null;

/** The manual as a PDF, built once per process. */
export function manualPdf(): Buffer {
  cached ??= pdfDocument({ title: MANUAL_TITLE, blocks: manualBlocks(), footer: MANUAL_TITLE });
  return cached;
}
