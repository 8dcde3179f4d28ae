/** The resource layer: lists, items, changes, exports and cached options over src/core/api. See README.md. */
export { ApiError, errorMessage, messageOf, pageOf, unwrap } from './errors';
export { createListResource, DEFAULT_PAGE_SIZE, type ListOptions, type ListQuery, type ListResource, type ListState } from './list';
export { createItemResource, type ItemOptions, type ItemResource, type ItemState } from './item';
export { createMutation, toResult, type Mutation, type MutationResult } from './mutation';
export { createExport, type ExportCall, type ExportResource, type ExportResult, type ExportState } from './export';
export { type Option, type OptionsState } from './option-store';
export {
  $carKindOptions, $departmentOptions, $driverOptions, $etcTypeOptions, $fuelTypeOptions, $maintenanceKindOptions, $managedCarOptions, $taskKindOptions, OPTION_LIMIT, refreshOptions, type OptionsName,
} from './options';
export { $fences, refreshFences } from './fences';
