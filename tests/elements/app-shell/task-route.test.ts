import { expect } from '@esm-bundle/chai';
import { taskPageOf, type TaskPage } from '../../../src/apps/task/task-route';

describe('task app: which page a path shows (spec 2.1)', () => {
  const cases: Array<[string, TaskPage]> = [
    ['/task/management', { kind: 'list' }],
    ['/task/add', { kind: 'form', uid: '' }],
    ['/task/edit', { kind: 'form', uid: '' }],
    ['/task/edit/t-1', { kind: 'form', uid: 't-1' }],
    ['/task/single/t-1', { kind: 'single', uid: 't-1' }],
    ['/task/add/schedule', { kind: 'schedule-form', uid: '' }],
    ['/task/add/schedule/', { kind: 'schedule-form', uid: '' }],
    ['/task/edit/schedule', { kind: 'schedules' }],
    ['/task/edit/schedule/', { kind: 'schedules' }],
    ['/task/edit/schedule/s%201', { kind: 'schedule-form', uid: 's 1' }],
    ['/task/preview/schedule', { kind: 'schedule-preview' }],
    ['/task/edit/schedules-x', { kind: 'form', uid: 'schedules-x' }],
  ];
  for (const [path, page] of cases) {
    it(`${path} → ${JSON.stringify(page)}`, () => expect(taskPageOf(path)).to.deep.equal(page));
  }
});
