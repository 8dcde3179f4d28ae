/** Where a car leads from its detail page (spec 2.1): live position, journeys, events, maintenance, devices. */
export function carDetailLinks(carUid: string, hasDevices: boolean): Array<{ label: string; href: string }> {
  const uid = encodeURIComponent(carUid);
  return [
    { label: '即時位置', href: `/monitor?carUid=${uid}` },
    { label: '歷史軌跡', href: `/history/journey/${uid}` },
    { label: '車輛事件', href: `/event/one/${uid}` },
    { label: '保修紀錄', href: `/maintenanceV2?carUid=${uid}` },
    ...(hasDevices ? [{ label: '外接設備', href: `/externalDevice/detail/${uid}` }] : []),
  ];
}
