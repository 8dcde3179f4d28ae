import type { CommonOption, CommonOptionKind } from '../../../../src/core/api/contract/options';

/** The static option catalogues of spec 3 (car_kind, etc_type, fuel_type): value stored, label shown. */
export const COMMON_OPTIONS: Record<CommonOptionKind, CommonOption[]> = {
  car_kind: [
    { value: 'tractor', label: '曳引車' },
    { value: 'truck', label: '貨車' },
    { value: 'refrigerated', label: '冷藏車' },
    { value: 'box', label: '廂型車' },
    { value: 'dump', label: '傾卸車' },
    { value: 'tanker', label: '油罐車' },
    { value: 'crane', label: '吊車' },
  ],
  fuel_type: [
    { value: 'diesel', label: '柴油' },
    { value: 'gasoline', label: '汽油' },
    { value: 'electric', label: '電動' },
    { value: 'hybrid', label: '油電' },
  ],
  etc_type: [
    { value: 'small', label: '小型車' },
    { value: 'large', label: '大型車' },
    { value: 'combination', label: '聯結車' },
  ],
};

export function isCatalogueValue(kind: CommonOptionKind, value: string): boolean {
  return COMMON_OPTIONS[kind].some((o) => o.value === value);
}
