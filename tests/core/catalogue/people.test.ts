import { describe, expect, it } from 'vitest';
import { carAssignment, driversCar, roleLabel } from '../../../src/core/catalogue';

describe('the driver\'s car (spec 3, 5)', () => {
  const managed = { carUid: 'car-1', carNo: 'KEA-1001', enabledCode: true, deleted: false };

  it.each([
    ['the first entry, managed and not deleted', [managed], { carUid: 'car-1', carNo: 'KEA-1001' }],
    ['the first entry only, even when later ones are usable', [managed, { ...managed, carUid: 'car-2', carNo: 'KEA-1002' }], { carUid: 'car-1', carNo: 'KEA-1001' }],
    ['no car when the first entry is not under management', [{ ...managed, enabledCode: false }, { ...managed, carUid: 'car-2' }], null],
    ['no car when the first entry is deleted', [{ ...managed, deleted: true }], null],
    ['no car when enabledCode is missing', [{ carUid: 'car-1', carNo: 'KEA-1001' }], null],
    ['no car for an empty list', [], null],
    ['no car without a list', undefined, null],
  ])('%s', (_name, carList, expected) => {
    expect(driversCar(carList)).toEqual(expected);
  });
});

describe('role labels', () => {
  it('names each role and leaves an unknown one as it is', () => {
    expect(['admin', 'staff', 'driver', 'guest'].map(roleLabel)).toEqual(['管理員', '一般使用者', '駕駛', 'guest']);
  });
});

describe('choosing a driver\'s car', () => {
  const list = [{ carUid: 'car-1', carNo: 'KEA-1001', enabledCode: true, deleted: false }];

  it.each([
    ['another car is assigned', list, 'car-2', { kind: 'assign', carUid: 'car-2' }],
    ['the same car changes nothing', list, 'car-1', { kind: 'none' }],
    ['the blank 選擇車號 takes the car away', list, null, { kind: 'unassign', carUid: 'car-1' }],
    ['the blank changes nothing for a driver without a car', [], null, { kind: 'none' }],
    ['a car for a driver whose first car is unmanaged is assigned', [{ ...list[0], enabledCode: false }], 'car-1', { kind: 'assign', carUid: 'car-1' }],
    ['the blank leaves an unusable first car alone', [{ ...list[0], deleted: true }], null, { kind: 'none' }],
  ])('%s', (_name, carList, chosen, expected) => {
    expect(carAssignment(carList, chosen)).toEqual(expected);
  });
});
