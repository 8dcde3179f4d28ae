/** Small helpers shared by the task and maintenance routes. */

export const toDate = (value: number | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));
