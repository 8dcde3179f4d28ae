import {
  assignmentProblem, MAX_SCHEDULE_DAYS, rangeHasWeekday, scheduleRangeProblem, stopsProblem, weekdaysProblem, type RangeProblem, type ScheduleValues,
} from '../../../core/tasks';
import { AssignmentField, StopsField } from '../shared';
import type { FormFieldSpec } from '../../shared/ui/page-kit';
import { WeekdaysField } from './weekdays-field';

const onField = (field: RangeProblem['field'], problem: RangeProblem | undefined) => (problem?.field === field ? problem.message : undefined);

/** The schedule form's fields, declared once: the checks run before the preview is asked for. */
export const SCHEDULE_FIELDS: FormFieldSpec<ScheduleValues>[] = [
  { name: 'name', label: '排程名稱', kind: 'text', required: true, maxLength: 50, placeholder: '例：基隆港每週一三五' },
  {
    name: 'assignment', label: '駕駛與車輛', kind: 'custom', required: true, serverFields: ['driverUid', 'carUid'],
    validate: (v) => assignmentProblem(v as ScheduleValues['assignment']), render: (p) => <AssignmentField {...p} />,
  },
  {
    name: 'startDate', label: '開始日期', kind: 'date', required: true,
    validate: (start, all) => onField('startDate', scheduleRangeProblem(start, all.endDate)),
  },
  {
    name: 'endDate', label: '結束日期', kind: 'date', required: true, hint: `期間最多 ${MAX_SCHEDULE_DAYS} 天（含首尾兩天）`,
    validate: (end, all) => onField('endDate', scheduleRangeProblem(all.startDate, end)),
  },
  {
    // Required is checked by the field's own rule so its message says what is needed.
    name: 'weekdays', label: '行駛星期', kind: 'custom',
    validate: (v, all) => weekdaysProblem(v as number[])
      ?? (scheduleRangeProblem(all.startDate, all.endDate) || rangeHasWeekday(all.startDate, all.endDate, v as number[])
        ? undefined : '所選期間內沒有所選的星期，不會建立任何任務'),
    render: (p) => <WeekdaysField {...p} required />,
  },
  {
    name: 'taskList', label: '站點', kind: 'custom', required: true,
    validate: (v) => stopsProblem(v as ScheduleValues['taskList']), render: (p) => <StopsField {...p} timeHint="選填，每天相同" />,
  },
];
