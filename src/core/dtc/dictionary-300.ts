import { buildDictionary } from './build';
import type { DtcDictionary, DtcLevelTable } from './types';

type Level300 = 'A' | 'B' | 'C';

/**
 * First dictionary: table group 300 (XZU/XKU light trucks, four-cylinder engine, hydraulic brakes,
 * automatic or AMT gearbox).
 *
 * Spec 4: it uses only A, B and C (the table type rules out F), and it treats the engine-protection
 * codes P0217 (coolant over-temperature) and P0524 (oil pressure too low) as A. The spec shows no
 * other levels; the rest are this module's assignment. It has no codes for cylinders 5 and 6, and
 * it alone has the torque-converter, shift-solenoid and hydraulic-ABS codes.
 */
const LEVELS_300: DtcLevelTable<Level300> = {
  A: [
    // fuel
    'P0088', 'P0093', 'P0611', 'P0627', 'P1229', 'P2146', 'P2149',
    // air, turbo, EGR
    'P0234',
    // aftertreatment
    'P2428', 'P20CF',
    // engine
    'P0217', 'P0219', 'P0524', 'P0606',
    // transmission
    'P0218',
  ],
  B: [
    // fuel
    'P0087', 'P0089', 'P0090', 'P008A', 'P0148', 'P0191', 'P0192', 'P0193',
    'P0200', 'P0201', 'P0202', 'P0203', 'P0204', 'P062D', 'P0628', 'P0629',
    'P2269',
    // air, turbo, EGR
    'P0045', 'P0046', 'P0047', 'P0048', 'P0049', 'P0100', 'P0107', 'P0108',
    'P0299', 'P2564', 'P2565', 'P0402', 'P0403', 'P2457', 'P02E0',
    // aftertreatment
    'P2002', 'P2463', 'P244A', 'P244B', 'P20CB', 'P20CD', 'P20CE', 'P203F',
    'P2047', 'P2048', 'P2049', 'P207F', 'P208A', 'P20E8', 'P20EE',
    // engine
    'P0115', 'P0117', 'P0118', 'P2560', 'P0520', 'P0522', 'P0523', 'P0335',
    'P0336', 'P0340', 'P0016', 'P0563', 'P0500', 'P0601', 'P0641', 'P0651',
    'P0697', 'P0685', 'P0686', 'P0480', 'P2120', 'P2122', 'P2123', 'P2125',
    'P2127', 'P2128', 'P2138',
    // transmission
    'P0705', 'P0715', 'P0720', 'P0730', 'P0731', 'P0732', 'P0733', 'P0734',
    'P0735', 'P0750', 'P0755', 'P0760', 'P0765', 'P0868', 'P0780', 'P0805',
    'P0810', 'P0900', 'P0902', 'P0903', 'P0914', 'P0919', 'P0613',
    // chassis
    'C0200', 'C0205', 'C0210', 'C0215', 'C1401', 'C0226', 'C0236', 'C0246',
    'C0256', 'C0273', 'C0274', 'C1251', 'C1246', 'C0278', 'C0279', 'C1223',
    'C1249', 'C1231', 'C1234', 'C1381',
    // body
    'B0100', 'B0101', 'B0102', 'B0103', 'B1000', 'B2784', 'B2796', 'B2799',
    // network
    'U0001', 'U0073', 'U0100', 'U0101', 'U0103', 'U0105', 'U0121', 'U0129',
    'U0167', 'U0401',
  ],
  C: [
    // fuel
    'P0180', 'P0182', 'P0183', 'P0263', 'P0266', 'P0269', 'P0272', 'P1601',
    // air, turbo, EGR
    'P003A', 'P0069', 'P0072', 'P0073', 'P0101', 'P0102', 'P0103', 'P0106',
    'P0110', 'P0112', 'P0113', 'P2563', 'P0400', 'P0401', 'P0404', 'P0405',
    'P0406', 'P2413', 'P02E1', 'P02E8', 'P02E9', 'P0475', 'P0476', 'P0477',
    'P0478',
    // aftertreatment
    'P0420', 'P0471', 'P0472', 'P0473', 'P0544', 'P0545', 'P0546', 'P2080',
    'P2031', 'P2032', 'P2033', 'P2084', 'P242B', 'P242C', 'P242D', 'P2452',
    'P2453', 'P2454', 'P2455', 'P2458', 'P2459', 'P242F', 'P24AE', 'P24AF',
    'P203B', 'P203C', 'P203D', 'P2043', 'P2044', 'P2045', 'P204F', 'P205B',
    'P205C', 'P205D', 'P20A0', 'P20B9', 'P202A', 'P20E9', 'P2200', 'P2201',
    'P2202', 'P2203', 'P2209', 'P220A', 'P220B', 'P229F',
    // engine
    'P0116', 'P0128', 'P0196', 'P0197', 'P0198', 'P0521', 'P0341', 'P0540',
    'P0560', 'P0562', 'P0501', 'P0504', 'P0571', 'P0575', 'P0615', 'P0483',
    'P0526', 'P0704', 'P0850', 'P0645',
    // transmission
    'P0700', 'P0706', 'P0710', 'P0711', 'P0712', 'P0713', 'P0716', 'P0721',
    'P0740', 'P0741', 'P0806', 'P0915', 'P0882', 'P0883',
    // chassis
    'C1235', 'C1241', 'C1201', 'C1203', 'C1210', 'C1232', 'C1244', 'C1336',
    'C0061', 'C0062',
    // body
    'B0105', 'B0106', 'B1244', 'B1411', 'B1412', 'B1413', 'B1421', 'B1422',
    'B1423', 'B1441', 'B1442', 'B1443', 'B2794', 'B2795', 'B2797', 'B2798',
    // network
    'U0104', 'U0122', 'U0126', 'U0140', 'U0151', 'U0155', 'U0164', 'U0235',
    'U029D', 'U029E', 'U0300', 'U0402', 'U0415', 'U0416', 'U0422', 'U0423',
    'U0428',
  ],
};

export const DTC_DICTIONARY_300: DtcDictionary<Level300> = buildDictionary(LEVELS_300);
