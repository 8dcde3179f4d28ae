/** Video retrieval words (spec 2.11 'video', 7.11), declared once for the request form and the record lists. */

/** A requested video's state, as the record lists name it (狀態): processing, ready, or its link has run out. */
export const VIDEO_RECORD_STATUS_LABELS = { processing: '處理中', completed: '可下載', expired: '連結已逾時' } as const;

/** The request form's fields: the day and the clock times of the footage. */
export const VIDEO_RANGE_FIELD_LABELS = { day: '日期', from: '開始時間', to: '結束時間' } as const;
