import type { TaskStatusKey } from '../../../core/api/contract/task';
import { taskStatusLabel } from '../../../core/catalogue/work';
import { StatusTag, type Tone } from '../../shared/ui';

const TONES: Record<TaskStatusKey, Tone> = { ready: 'info', doing: 'warning', completed: 'success', stopped: 'danger', scheduling: 'neutral' };

/** A task's status (spec 4: 待執行, 執行中, 已完成, 已中斷, 調度中) as a tag; the text, not only the colour, says it. */
export function TaskStatusTag({ status }: { status: TaskStatusKey }) {
  return <StatusTag tone={TONES[status] ?? 'neutral'}>{taskStatusLabel(status)}</StatusTag>;
}
