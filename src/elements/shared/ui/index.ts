/** The console's UI kit: one look for every element. See README.md. */
export { TOKENS_CSS, toneColor, type Tone } from './tokens';
export { BASE_CSS, uiCss, type CssPart } from './ui-css';
export { deepActiveElement, restoreFocus } from './dom';
export * from './icons';
export * from './category-icon';
export { Button, IconButton, BUTTON_CSS, type ButtonProps, type ButtonVariant, type IconButtonProps } from './button';
export { Spinner, LoadingState, SPINNER_CSS, type SpinnerProps, type LoadingStateProps } from './spinner';
export { EmptyState, EMPTY_STATE_CSS, type EmptyStateProps } from './empty-state';
export {
  ResourceView, ResourceError, RetryButton, RESOURCE_VIEW_CSS, type ResourceViewProps, type ResourceErrorProps, type RetryButtonProps, type ResourceState,
} from './resource-view';
export { Badge, StatusTag, CarStatusTag, BADGE_CSS, type BadgeProps, type StatusTagProps } from './badge';
export { Card, Panel, CARD_CSS, type CardProps } from './card';
export { Toolbar, TOOLBAR_CSS, type ToolbarProps } from './toolbar';
export { FormField, FieldError, RequiredMark, useFieldIds, FORM_CSS, type FieldProps, type FormFieldProps } from './form-field';
export { TextInput, PasswordInput, Textarea, Select, type TextInputProps, type PasswordInputProps, type TextareaProps, type SelectProps, type SelectOption } from './inputs';
export { Checkbox, RadioGroup, type CheckboxProps, type RadioGroupProps } from './choices';
export { ErrorSummary, ERROR_SUMMARY_CSS, type ErrorSummaryProps, type FormErrorItem } from './error-summary';
export * from './date-range';
export { DatePicker, DateRangePicker, DATE_PICKER_CSS, type DatePickerProps, type DateRangePickerProps } from './date-picker';
export * from './paging';
export { Pagination, PAGINATION_CSS, type PaginationProps, type PagingProps } from './pagination';
export { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './data-table';
export { DATA_TABLE_CSS } from './data-table.css';
export * from './virtual-window';
export { VirtualList, VIRTUAL_LIST_CSS, type VirtualListProps, type VirtualRowState } from './virtual-list';
export { Dialog, DIALOG_CSS, type DialogProps } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Tabs, TABS_CSS, type TabItem, type TabsProps } from './tabs';
export { Breadcrumbs, BREADCRUMBS_CSS, type BreadcrumbItem, type BreadcrumbsProps } from './breadcrumbs';
export { Switch, SWITCH_CSS, type SwitchProps } from './switch';
export { $toasts, showToast, dismissToast, clearToasts, TOAST_TIMEOUTS, MAX_TOASTS, type Toast, type ToastTone } from './toast-store';
export { ToastRegion, TOAST_CSS, type ToastRegionProps } from './toast-region';
export { LoadingOverlay, LOADING_OVERLAY_CSS, type LoadingOverlayProps } from './loading-overlay';
export { StepIndicator, StepNav, STEP_FLOW_CSS, type StepNavProps } from './step-flow';
