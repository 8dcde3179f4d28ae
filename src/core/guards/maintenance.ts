import { map, type ReadableAtom } from 'nanostores';
import { MAINTENANCE_BULLETIN_TYPE } from '../api/contract/bulletin';
import { $config } from '../config/store';

/** System maintenance mode (spec 3 'Bulletin', 4 'System maintenance mode', 9). */

/** The bulletin type phrase meaning 'system maintenance'. */
export const MAINTENANCE_TYPE = MAINTENANCE_BULLETIN_TYPE;

/**
 * The query parameter that carries the bypass value: `?bypass=<constant>` (spec 9 'Maintenance
 * bypass constant'). The constant itself is `maintenanceBypass` in the console config, so each
 * deployment keeps its own value (default 'fms-maintenance-bypass').
 */
export const BYPASS_QUERY_PARAM = 'bypass';

/** True when any bulletin's type contains the maintenance phrase. */
export function isMaintenance(bulletins: ReadonlyArray<{ bulletinType?: unknown }> | null | undefined): boolean {
  if (!Array.isArray(bulletins)) return false;
  return bulletins.some((b) => typeof b?.bulletinType === 'string' && b.bulletinType.includes(MAINTENANCE_TYPE));
}

/** True when the query value equals the bypass constant (a non-empty constant only). */
export function isBypass(value: string | undefined, constant: string = $config.get().maintenanceBypass): boolean {
  return !!constant && value === constant;
}

export interface MaintenanceState {
  /** True while a system-maintenance bulletin is published. */
  isPublished: boolean;
  /** The bypass query value last seen, compared with the bypass constant. */
  getWindowQuery: string;
}

const maintenance = map<MaintenanceState>({ isPublished: false, getWindowQuery: '' });

/** Maintenance mode as the last bulletin check left it; read-only, written by runGuards. */
export const $maintenance: ReadableAtom<MaintenanceState> = maintenance;

export function setMaintenance(patch: Partial<MaintenanceState>): void {
  maintenance.set({ ...maintenance.get(), ...patch });
}
