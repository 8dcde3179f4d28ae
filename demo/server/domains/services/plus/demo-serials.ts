/**
 * Fixed serial numbers the seed adds beside its random ones, so that a person trying the demo, and
 * the end-to-end tests, have unused serials to type without reading the database (README, 'Demo
 * serial numbers'). Each redeems once: 胎壓監測 月方案, good for a year from the seed.
 */
export const DEMO_SERIALS: readonly string[] = Array.from({ length: 8 }, (_, i) => `DEMO-TPMS-2026-000${i + 1}`);
export const DEMO_SERIAL_PLAN = 'plan-tpms-month';
