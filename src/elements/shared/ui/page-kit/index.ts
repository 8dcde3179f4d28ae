/** The page kit: list pages, endpoint forms, detail panels and map pickers. See README.md. */
export { ListPage, type ListAction, type ListPageProps } from './list-page';
export { activeFilterCount, FilterBar, filtersOf, type FilterBarProps, type FilterField } from './filter-bar';
export { FILTER_FOLD_CSS, FILTER_FOLD_WIDTH, FilterFold, type FilterFoldProps } from './filter-fold';
export { ExportControl, type ExportControlProps } from './export-control';
export { deleteMessage, NAMES_SHOWN } from './bulk-delete';
export { EndpointForm, type EndpointFormProps, type LeaveGuard } from './endpoint-form';
export { ItemForm, useItemForm, type ItemFormOptions, type ItemFormProps, type ItemFormState } from './item-form';
export { checkValues, fieldForServer, type CustomFieldProps, type FormFieldSpec } from './form-fields';
export { DetailPanel, type DetailItem, type DetailPanelProps } from './detail-panel';
export { canCall, useCanCall } from './permission';
export { UNSAVED_CHANGES, useUnsavedChanges } from './unsaved-changes';
export { useChoices, type ChoiceSource } from './options';
export { PointPicker, type PointPickerProps } from './map-picker/point-picker';
export { AreaPicker, type AreaKind, type AreaPickerProps } from './map-picker/area-picker';
export { CoordinateInputs, type CoordinateInputsProps } from './map-picker/coordinate-inputs';
export * from './map-picker/coordinates';
export { MAP_PICKER_CSS } from './map-picker/map-picker.css';
export { PAGE_KIT_CSS } from './page-kit.css';
