import { TASK_IMPORT_CSS, TaskImport, type TaskImportProps } from '../shared';
import { TOAST_CSS, ToastRegion, uiCss } from '../../shared/ui';

export type { TaskImportProps };

/** The element's root: the dialog with its own styles and toasts, for a page that hosts it alone. */
export function TaskImportElement(props: TaskImportProps) {
  return (
    <>
      <style>{uiCss(TASK_IMPORT_CSS, TOAST_CSS, ':host { display: block; }')}</style>
      <div className="task-import" part="base">
        <TaskImport {...props} />
        <ToastRegion />
      </div>
    </>
  );
}
