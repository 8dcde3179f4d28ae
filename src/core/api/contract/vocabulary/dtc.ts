/**
 * Diagnostic trouble codes (spec 4, 8): the words of a code's system and of its level, declared once
 * for the console's advice and event filters (core/dtc adds the lookups and which level is critical).
 */

/** The code families of spec 8, by the system a code's first letter names, in this console's words. */
export const DTC_SYSTEM_LABELS = { powertrain: '動力系統', chassis: '底盤', body: '車身', network: '網路通訊' } as const;

export type DtcSystem = keyof typeof DTC_SYSTEM_LABELS;

/**
 * The four levels of spec 4, most urgent first (key order is the display order): a short label for
 * badges and legends (this console's), and what the driver must do, word for word as spec 4 gives it.
 */
export const DTC_LEVEL_WORDS = {
  A: { label: '立即停車', advice: '立即靠邊停車不可再開。' },
  B: { label: '立即回廠', advice: '須立刻開回服務廠維修。' },
  C: { label: '車趟後檢修', advice: '可完成該車趟工作後再進服務廠檢修。' },
  F: { label: '日常碼別', advice: '日常觸發碼別，無需理會。' },
} as const;
