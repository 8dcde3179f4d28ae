import { describe, expect, it } from 'vitest';
import { COUNTIES, DISTRICTS, LANDMARKS, geocode, haversine, isInTaiwan, reverseGeocode } from '../../../demo/server/geo/index';

describe('gazetteer data', () => {
  it('lists the 22 counties and cities with Traditional Chinese names', () => {
    expect(COUNTIES).toHaveLength(22);
    const names = COUNTIES.map((c) => c.name);
    for (const n of ['臺北市', '新北市', '桃園市', '臺中市', '臺南市', '高雄市', '基隆市', '新竹市', '嘉義市', '連江縣', '金門縣', '澎湖縣']) {
      expect(names).toContain(n);
    }
  });

  it('has at least 150 districts, each with a 3-digit postal code and a centroid in Taiwan', () => {
    expect(DISTRICTS.length).toBeGreaterThanOrEqual(150);
    for (const d of DISTRICTS) {
      expect(d.postalCode).toMatch(/^\d{3}$/);
      expect(isInTaiwan(d.lat, d.lng), `${d.county}${d.district}`).toBe(true);
    }
  });

  it('covers every district of the six special municipalities', () => {
    const count = (county: string) => DISTRICTS.filter((d) => d.county === county).length;
    expect(count('臺北市')).toBe(12);
    expect(count('新北市')).toBe(29);
    expect(count('桃園市')).toBe(13);
    expect(count('臺中市')).toBe(29);
    expect(count('臺南市')).toBe(37);
    expect(count('高雄市')).toBe(38);
  });

  it('carries the real postal codes of well-known districts', () => {
    const zip = (county: string, district: string) => DISTRICTS.find((d) => d.county === county && d.district === district)?.postalCode;
    expect(zip('臺北市', '中正區')).toBe('100');
    expect(zip('臺北市', '大安區')).toBe('106');
    expect(zip('新北市', '板橋區')).toBe('220');
    expect(zip('桃園市', '桃園區')).toBe('330');
    expect(zip('臺中市', '西屯區')).toBe('407');
    expect(zip('高雄市', '前鎮區')).toBe('806');
  });

  it('has at least 40 landmarks including the three main ports', () => {
    expect(LANDMARKS.length).toBeGreaterThanOrEqual(40);
    const names = LANDMARKS.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['基隆港', '臺中港', '高雄港']));
  });
});

describe('reverseGeocode', () => {
  it('places the Taipei 101 area in 臺北市信義區 with postal code 110', () => {
    const r = reverseGeocode(25.034, 121.5645);
    expect(r).not.toBeNull();
    expect(r?.county).toBe('臺北市');
    expect(r?.district).toBe('信義區');
    expect(r?.postalCode).toBe('110');
  });

  it('places the Kaohsiung port area in 高雄市', () => {
    const r = reverseGeocode(22.595, 120.305);
    expect(r?.county).toBe('高雄市');
    expect(r?.postalCode).toMatch(/^8\d\d$/);
  });

  it('formats the address as postal code, county, district, road and number', () => {
    const r = reverseGeocode(25.034, 121.5645);
    expect(r?.address).toMatch(/^110臺北市信義區\S+(路|街|大道)(\S段)?\d+號$/);
    expect(r?.address.includes(r.road)).toBe(true);
  });

  it('gives the same address for the same coordinates', () => {
    expect(reverseGeocode(24.1812, 120.642)).toEqual(reverseGeocode(24.1812, 120.642));
  });

  it('names the freeway and its kilometre for a point on 國道1號 in the countryside', () => {
    const r = reverseGeocode(24.485, 120.785);
    expect(r?.road).toBe('國道1號');
    expect(r?.address).toMatch(/國道1號\d+K$/);
  });

  it('covers the outlying islands', () => {
    expect(reverseGeocode(24.4341, 118.317)?.county).toBe('金門縣');
    expect(reverseGeocode(23.566, 119.586)?.county).toBe('澎湖縣');
    expect(reverseGeocode(26.159, 119.951)?.county).toBe('連江縣');
  });

  it('returns null outside Taiwan', () => {
    expect(reverseGeocode(35.68, 139.76)).toBeNull(); // Tokyo
    expect(reverseGeocode(24.48, 118.09)).toBeNull(); // Xiamen
    expect(reverseGeocode(23.5, 122.5)).toBeNull(); // open Pacific
    expect(reverseGeocode(Number.NaN, 121)).toBeNull();
  });
});

describe('geocode', () => {
  it('finds a landmark by name', () => {
    const r = geocode('高雄港');
    expect(r?.kind).toBe('landmark');
    expect(r?.address).toContain('高雄市');
    expect(haversine(r!.lat, r!.lng, 22.6, 120.3)).toBeLessThan(3000);
  });

  it('tolerates 台 for 臺', () => {
    expect(geocode('台中港')).toEqual(geocode('臺中港'));
    expect(geocode('台中港')?.address).toContain('臺中市');
  });

  it('finds a county plus district', () => {
    const r = geocode('台北市大安區');
    expect(r?.kind).toBe('district');
    expect(r?.name).toBe('臺北市大安區');
    expect(r?.address.startsWith('106臺北市大安區')).toBe(true);
  });

  it('finds a bare district name', () => {
    const r = geocode('前鎮區');
    expect(r?.name).toBe('高雄市前鎮區');
    expect(r?.address.startsWith('806高雄市前鎮區')).toBe(true);
  });

  it('finds a postal code', () => {
    const r = geocode('220');
    expect(r?.kind).toBe('postalCode');
    expect(r?.name).toBe('新北市板橋區');
  });

  it('finds a road by name', () => {
    const r = geocode('忠孝東路');
    expect(r?.kind).toBe('road');
    expect(reverseGeocode(r!.lat, r!.lng)?.road).toBe('忠孝東路');
  });

  it('finds the road of a full address inside its district', () => {
    const r = geocode('806高雄市前鎮區中山四路100號');
    expect(r?.kind).toBe('road');
    expect(r?.address).toMatch(/^8\d\d高雄市/);
    expect(haversine(r!.lat, r!.lng, 22.585, 120.325)).toBeLessThan(3000);
  });

  it('returns null for text it does not know', () => {
    expect(geocode('Atlantis')).toBeNull();
    expect(geocode('')).toBeNull();
  });
});
