/**
 * What a monitoring map marker can be labelled with (spec 2.11 map settings; the settingCheckbox of
 * storage), in the order of the settings panel.
 */
export const MAP_LABEL_FIELDS = { carNo: '車號', driverName: '駕駛', speed: '車速', fence: '圍籬' } as const;

export type MapLabelField = keyof typeof MAP_LABEL_FIELDS;

/** The shapes an area can be drawn as (fences and the map pickers). */
export const AREA_KIND_LABELS = { polygon: '多邊形', circle: '圓形' } as const;
