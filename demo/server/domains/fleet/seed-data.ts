/** Word lists and pickers for the seed: realistic Taiwanese plates, names, mobiles and Hino models. */
export type Rng = () => number;

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** Hino model codes of spec 9 by group, as the seed spreads them. */
export const SEED_MODELS = {
  '300': ['XZU720', 'XZU710', 'XZU650', 'XKU720'],
  '500': ['FC2AJ7', 'FC2AL7', 'FD2AJ7', 'FG8JP8', 'GH8JT8'],
  '700': ['SH1EES', 'FS1EPS', 'FR1EUS', 'FS1AKS'],
} as const;

const PLATE_PREFIXES = ['KLA', 'KEB', 'KEA', 'KFC', 'KGD', 'KAA', 'KCH', 'KDE', 'KHB', 'KLB', 'RAB', 'RAC', 'KKA', 'KJF'];

/** A plate like KLA-2381 not in `taken` (added to it). */
export function uniquePlate(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const plate = `${pick(rng, PLATE_PREFIXES)}-${String(between(rng, 1000, 9999))}`;
    if (!taken.has(plate)) {
      taken.add(plate);
      return plate;
    }
  }
}

const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪', '曾', '邱', '廖', '賴', '周', '徐', '蘇', '葉', '莊', '呂'];
const GIVEN = ['志明', '俊傑', '建宏', '家豪', '冠宇', '宗翰', '承恩', '文雄', '國華', '金龍', '明輝', '正雄', '振宇', '信宏', '哲瑋',
  '柏翰', '彥廷', '宏偉', '育成', '嘉偉', '永福', '德昌', '清水', '順發', '耀明', '美惠', '淑芬', '雅婷', '怡君', '佳穎'];

export function uniqueName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = pick(rng, SURNAMES) + pick(rng, GIVEN);
    if (!taken.has(name) || taken.size >= SURNAMES.length * GIVEN.length) {
      taken.add(name);
      return name;
    }
  }
}

export function uniqueMobile(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const mobile = `09${between(rng, 10, 89)}${String(between(rng, 0, 999999)).padStart(6, '0')}`;
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

/** A 15-digit, IMEI-like device id. */
export function uniqueUdid(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const udid = `3586${String(between(rng, 0, 99_999_999_999)).padStart(11, '0')}`;
    if (!taken.has(udid)) {
      taken.add(udid);
      return udid;
    }
  }
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const vinOf = (rng: Rng) => `JHH${Array.from({ length: 14 }, () => pick(rng, [...VIN_CHARS])).join('')}`;

/** n distinct indices in [from, to), chosen by rng. */
export function someIndices(rng: Rng, n: number, from: number, to: number): Set<number> {
  const out = new Set<number>();
  const span = to - from;
  while (out.size < Math.min(n, span)) out.add(from + Math.floor(rng() * span));
  return out;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
