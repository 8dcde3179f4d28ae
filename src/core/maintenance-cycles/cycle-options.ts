import type { ReadableAtom } from 'nanostores';
import type { Cycle } from '../api/contract/maintenance';
import { listMaintenanceCycles } from '../api/maintenance';
import { unwrap } from '../resource/errors';
import { createOptionStore, type OptionsState } from '../resource/option-store';
import { OPTION_LIMIT } from '../resource/options';

/** The enterprise's maintenance cycles as choices (a reservation's 保養週期), by name. */
const cycles = createOptionStore<Cycle>(
  async () => unwrap(await listMaintenanceCycles({ offset: 0, limit: OPTION_LIMIT })).list,
  (cycle) => ({ value: cycle.uid, label: cycle.name }),
);

export const $cycleOptions: ReadableAtom<OptionsState<Cycle>> = cycles.$store;

/** Reads the cycles again: a form that offers them calls it on opening, as cycles change on another page. */
export const refreshCycleOptions = (): Promise<void> => cycles.refresh();
