import { describe, expect, it } from 'vitest';
import type { CarRow } from '../../../src/core/api/contract/cars';
import { CAR_CHECKS, carFormValues, carInputOf, cycleAssignments, deviceSummary, enableMessage, sameCarValues } from '../../../src/core/cars';

const CAR: CarRow = {
  uid: 'car-1', carNo: 'KEA-1001', model: 'XZU720', modelGroup: '300', carKind: 'truck', fuelType: 'diesel', etcType: null,
  departmentUid: 'dep-1', departmentName: '北區', driverUid: null, driverName: null, udid: 'DEV-000123',
  devices: { dvr: { channels: 4 }, tpms: { tyres: 10 }, dms: true }, manufactureYear: 2020, vin: null, note: '', enabledCode: true,
  deleted: false, createdAt: 1,
};

describe('car form values (spec 3 Car, 7.5)', () => {
  it('a new car starts blank, an edited car from its record', () => {
    expect(carFormValues().carNo).toBe('');
    const v = carFormValues(CAR);
    expect(v).toMatchObject({ carNo: 'KEA-1001', dvrChannels: '4', tpmsTyres: '10', coldChainSensors: '', dms: true, tachograph: false, manufactureYear: '2020' });
  });

  it('the body upper-cases the plate and model, sends numbers, and clears emptied fields with null', () => {
    const body = carInputOf({ ...carFormValues(CAR), carNo: ' kea-1001 ', model: 'xzu720', departmentUid: '', coldChainSensors: '2', dms: false });
    expect(body).toMatchObject({
      carNo: 'KEA-1001', model: 'XZU720', carKind: 'truck', departmentUid: null, udid: 'DEV-000123', manufactureYear: 2020, vin: null,
      devices: { dvr: { channels: 4 }, tpms: { tyres: 10 }, coldChain: { sensors: 2 } },
    });
    expect(body.etcType).toBe(null);
  });

  it('issue 22, 9: an emptied car kind, fuel type or e-tag type is sent as null, so the edit clears it', () => {
    const body = carInputOf({ ...carFormValues({ ...CAR, etcType: 'class-1' }), carKind: '', fuelType: '', etcType: '' });
    expect(body).toMatchObject({ carKind: null, fuelType: null, etcType: null });
  });

  it('knows when nothing was changed', () => {
    expect(sameCarValues(carFormValues(CAR), carFormValues(CAR))).toBe(true);
    expect(sameCarValues(carFormValues(CAR), { ...carFormValues(CAR), note: 'x' })).toBe(false);
  });
});

describe('car checks before sending (spec 5)', () => {
  it.each([
    ['KLA-2381', true], ['kla-2381', true], ['KLA2381', false], ['A-1234', false], ['ABCDE-12', false],
  ])('car number %s is %s', (value, ok) => {
    expect(CAR_CHECKS.carNo(value) === undefined).toBe(ok);
  });

  it('limits device counts and years to the contract\'s ranges, a blank being fine', () => {
    expect(CAR_CHECKS.dvrChannels('')).toBeUndefined();
    expect(CAR_CHECKS.dvrChannels('17')).toBe('DVR 路數須為 1 到 16 的整數');
    expect(CAR_CHECKS.tpmsTyres('3')).toBeDefined();
    expect(CAR_CHECKS.manufactureYear('1979')).toBeDefined();
    expect(CAR_CHECKS.manufactureYear('2021')).toBeUndefined();
  });

  it('devices need the device id they hang on', () => {
    const values = { ...carFormValues(), udid: '', dms: true };
    expect(CAR_CHECKS.devicesNeedUdid(values)).toBe('安裝外接設備前請先填寫設備編號。');
    expect(CAR_CHECKS.devicesNeedUdid({ ...values, udid: 'DEV-1234' })).toBeUndefined();
  });
});

describe('device words (spec 3 Device types)', () => {
  it('names each device with its size', () => {
    expect(deviceSummary({ dvr: { channels: 4 }, coldChain: { sensors: 2 }, tpms: { tyres: 10 }, dms: true, tachograph: true }))
      .toEqual(['DVR 4 路', '冷鏈 2 個感測器', 'TPMS 10 輪', 'DMS', '數位行車紀錄器']);
    expect(deviceSummary({})).toEqual([]);
  });
});

describe('car cycles (spec 7.5 car-cycle)', () => {
  const cycles = [
    { uid: 'c1', carUids: ['car-1', 'car-2'] },
    { uid: 'c2', carUids: ['car-2'] },
    { uid: 'c3', carUids: [] },
  ];
  it('adds the car to a newly chosen cycle and removes it from an unchosen one, keeping the other cars', () => {
    expect(cycleAssignments(cycles, 'car-1', new Set(['c2']))).toEqual([
      { cycleUid: 'c1', carUids: ['car-2'] },
      { cycleUid: 'c2', carUids: ['car-2', 'car-1'] },
    ]);
  });
  it('sends nothing when the choice is unchanged', () => {
    expect(cycleAssignments(cycles, 'car-1', new Set(['c1']))).toEqual([]);
  });
});

describe('納管 confirmation (spec 4 Car management)', () => {
  it('names the cars, and past five says how many', () => {
    expect(enableMessage(['KEA-1001'])).toBe('確定要將 KEA-1001 納管？納管後車輛會出現在監控地圖上，並發出綁定通知。');
    expect(enableMessage(['A', 'B', 'C', 'D', 'E', 'F'])).toContain('A、B、C、D、E 等 6 輛 納管？');
  });
});
