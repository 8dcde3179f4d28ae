import { pathOf } from '../../../core/pages/paths';
/** Where a car leads from its detail page (spec 2.1): live position, journeys, events, maintenance, devices. */
export function carDetailLinks(carUid: string, hasDevices: boolean): Array<{ label: string; href: string }> {
  const uid = encodeURIComponent(carUid);
  const params = { carUid };
  return [
    { label: '即時位置', href: `${pathOf('monitor')}?carUid=${uid}` },
    { label: '歷史軌跡', href: pathOf('historyJourneys', params) },
    { label: '車輛事件', href: pathOf('eventOne', params) },
    { label: '保修紀錄', href: `${pathOf('maintenanceV2')}?carUid=${uid}` },
    ...(hasDevices ? [{ label: '外接設備', href: pathOf('externalDevice', { uid: carUid }) }] : []),
  ];
}
