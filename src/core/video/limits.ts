/** How many days back the DVR's SD card keeps footage (the reference server's retention). */
export const RETENTION_DAYS_DEFAULT = 14;
