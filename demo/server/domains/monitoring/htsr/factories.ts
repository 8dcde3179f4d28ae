import type { ServiceFactory } from '../../../../../src/core/api/contract/htsr';

/**
 * The truck service network (HTSR, our design): dealers' service factories across Taiwan. Static
 * reference data like the gazetteer; reservations against them live in htsr_bookings.
 */
export const SERVICE_FACTORIES: readonly ServiceFactory[] = [
  f('htsr-tpe-neihu', '北都商用車 內湖服務廠', '北都汽車', '臺北市', '內湖區', '114臺北市內湖區新湖三路168號', '02-2791-5168', 25.0635, 121.5795),
  f('htsr-ntpc-wugu', '北都商用車 五股服務廠', '北都汽車', '新北市', '五股區', '248新北市五股區五權路32號', '02-2299-1888', 25.0795, 121.4452),
  f('htsr-ntpc-tucheng', '北都商用車 土城服務廠', '北都汽車', '新北市', '土城區', '236新北市土城區中華路一段88號', '02-2260-3366', 24.9838, 121.4511),
  f('htsr-kee-port', '國瑞商用車 基隆港服務站', '國瑞汽車', '基隆市', '中山區', '203基隆市中山區中山一路21號', '02-2423-7700', 25.1371, 121.7389),
  f('htsr-tyn-nankan', '桃苗商用車 南崁服務廠', '桃苗汽車', '桃園市', '蘆竹區', '338桃園市蘆竹區南崁路二段255號', '03-352-2288', 25.0451, 121.2935),
  f('htsr-tyn-guanyin', '桃苗商用車 觀音服務廠', '桃苗汽車', '桃園市', '觀音區', '328桃園市觀音區工業五路6號', '03-483-1122', 25.0603, 121.1312),
  f('htsr-hsz-hukou', '桃苗商用車 湖口服務廠', '桃苗汽車', '新竹縣', '湖口鄉', '303新竹縣湖口鄉中華路68號', '03-599-6600', 24.8826, 121.0441),
  f('htsr-txg-xitun', '中部商用車 西屯服務廠', '中部汽車', '臺中市', '西屯區', '407臺中市西屯區工業區一路70號', '04-2359-1688', 24.1623, 120.6012),
  f('htsr-txg-wuqi', '中部商用車 梧棲港區服務廠', '中部汽車', '臺中市', '梧棲區', '435臺中市梧棲區臺灣大道十段1號', '04-2656-3322', 24.2742, 120.5318),
  f('htsr-chw-lukang', '中部商用車 彰濱服務廠', '中部汽車', '彰化縣', '鹿港鎮', '505彰化縣鹿港鎮鹿工路12號', '04-781-5566', 24.1068, 120.4335),
  f('htsr-yun-douliu', '嘉雲商用車 斗六服務廠', '嘉雲汽車', '雲林縣', '斗六市', '640雲林縣斗六市雲林路二段300號', '05-537-2288', 23.7015, 120.5412),
  f('htsr-cyi-minxiong', '嘉雲商用車 民雄服務廠', '嘉雲汽車', '嘉義縣', '民雄鄉', '621嘉義縣民雄鄉建國路一段158號', '05-226-7788', 23.5521, 120.4303),
  f('htsr-tnn-annan', '南都商用車 安南服務廠', '南都汽車', '臺南市', '安南區', '709臺南市安南區工業一路25號', '06-384-5168', 23.0418, 120.1832),
  f('htsr-tnn-xinshi', '南都商用車 新市服務廠', '南都汽車', '臺南市', '新市區', '744臺南市新市區中華路365號', '06-599-1234', 23.0795, 120.2951),
  f('htsr-khh-qianzhen', '高都商用車 前鎮服務廠', '高都汽車', '高雄市', '前鎮區', '806高雄市前鎮區新生路248號', '07-811-5678', 22.5933, 120.3138),
  f('htsr-khh-renwu', '高都商用車 仁武服務廠', '高都汽車', '高雄市', '仁武區', '814高雄市仁武區仁雄路91號', '07-371-8899', 22.7005, 120.3508),
  f('htsr-pif-pingtung', '高都商用車 屏東服務廠', '高都汽車', '屏東縣', '屏東市', '900屏東市工業路10號', '08-752-3300', 22.6559, 120.5095),
  f('htsr-ila-luodong', '蘭陽商用車 羅東服務廠', '蘭陽汽車', '宜蘭縣', '羅東鎮', '265宜蘭縣羅東鎮純精路二段120號', '03-955-6677', 24.6762, 121.7634),
  f('htsr-hun-hualien', '東部商用車 花蓮服務廠', '東部汽車', '花蓮縣', '吉安鄉', '973花蓮縣吉安鄉中正路二段65號', '03-852-1199', 23.9717, 121.5926),
];

function f(uid: string, name: string, dealer: string, county: string, district: string, address: string, phone: string, lat: number, lng: number): ServiceFactory {
  return { uid, name, dealer, county, district, address, phone, lat, lng, openHours: '週一至週五 08:30–17:30，週六 08:30–12:00' };
}

/** County names are matched in the official 臺 spelling; 台 is accepted too. */
export const normalizeCounty = (county: string) => county.trim().replace(/^台/, '臺');

/** Weekday periods, and the Saturday-morning ones; closed on Sundays. */
const WEEKDAY = ['08:30', '09:30', '10:30', '13:30', '14:30', '15:30', '16:30'];
const SATURDAY = ['08:30', '09:30', '10:30'];
/** Service bays per period. */
export const BAYS_PER_PERIOD = 3;

/** The periods of a date ('YYYY-MM-DD'): start and end, Taipei time. */
export function periodsOf(date: string): Array<{ start: string; end: string }> {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const starts = weekday === 0 ? [] : weekday === 6 ? SATURDAY : WEEKDAY;
  return starts.map((start) => {
    const [h, m] = start.split(':').map(Number);
    return { start, end: `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
  });
}
