import { buildDictionary } from './build';
import type { DtcDictionary, DtcLevelTable } from './types';

/**
 * Second dictionary: table group 500 (FC/FD/FG/GH medium trucks, six-cylinder engine, air brakes,
 * manual or AMT gearbox).
 *
 * Spec 4: besides A, B and C it uses F for codes these vehicles raise in routine operation. P0217
 * and P0524 are F here, as the spec gives them. The spec shows no other levels; the rest are this
 * module's assignment, stricter than group 700 (more B) for faults that limit engine output.
 */
const LEVELS_500: DtcLevelTable<'A' | 'B' | 'C' | 'F'> = {
  A: [
    // fuel
    'P0093',
    // aftertreatment
    'P20CF',
  ],
  B: [
    // fuel
    'P0087', 'P0088', 'P0090', 'P0148', 'P0191', 'P0192', 'P0193', 'P0200',
    'P0201', 'P0202', 'P0203', 'P0204', 'P0205', 'P0206', 'P0611', 'P062D',
    'P0627', 'P0628', 'P0629', 'P1229', 'P2146', 'P2149',
    // air, turbo, EGR
    'P0045', 'P0046', 'P0047', 'P0048', 'P0049', 'P0234', 'P2564', 'P2565',
    'P0402', 'P0403', 'P2457', 'P02E0', 'P0475', 'P0477', 'P0478',
    // aftertreatment
    'P2428', 'P2463', 'P244B', 'P2047', 'P2048', 'P2049', 'P207F', 'P208A',
    'P20E8', 'P20EE',
    // engine
    'P0115', 'P0117', 'P0118', 'P2560', 'P0219', 'P0335', 'P0336', 'P0340',
    'P0016', 'P0500', 'P0601', 'P0606', 'P0641', 'P0651', 'P0697', 'P0480',
    'P2120', 'P2122', 'P2123', 'P2125', 'P2127', 'P2128', 'P2138',
    // transmission
    'P0218', 'P0705', 'P0715', 'P0720', 'P0730', 'P0805', 'P0810', 'P0900',
    'P0902', 'P0903', 'P0914', 'P0919', 'P0613',
    // chassis
    'C0200', 'C0205', 'C0210', 'C0215', 'C0226', 'C0236', 'C0246', 'C0256',
    'C0278', 'C0279', 'C1223', 'C1249', 'C1234', 'C1381',
    // body
    'B2784', 'B2796', 'B2799',
    // network
    'U0001', 'U0073', 'U0100', 'U0101', 'U0105', 'U0121', 'U0129', 'U0401',
  ],
  C: [
    // fuel
    'P0089', 'P008A', 'P0180', 'P0182', 'P0183', 'P0263', 'P0266', 'P0269',
    'P0272', 'P0275', 'P0278', 'P1601', 'P2269',
    // air, turbo, EGR
    'P003A', 'P0069', 'P0100', 'P0101', 'P0102', 'P0103', 'P0106', 'P0107',
    'P0108', 'P0110', 'P0112', 'P0113', 'P0299', 'P2563', 'P0400', 'P0401',
    'P0404', 'P0405', 'P0406', 'P2413', 'P02E1', 'P02E8', 'P02E9', 'P0476',
    // aftertreatment
    'P0420', 'P0471', 'P0472', 'P0473', 'P0544', 'P0545', 'P0546', 'P2080',
    'P2031', 'P2032', 'P2033', 'P2084', 'P242B', 'P242C', 'P242D', 'P2002',
    'P2452', 'P2453', 'P2454', 'P2455', 'P2458', 'P242F', 'P244A', 'P20CB',
    'P20CD', 'P20CE', 'P24AE', 'P24AF', 'P203F', 'P203B', 'P203C', 'P203D',
    'P2043', 'P2044', 'P2045', 'P204F', 'P205B', 'P205C', 'P205D', 'P20A0',
    'P20E9', 'P2200', 'P2201', 'P2202', 'P2203', 'P2209', 'P220A', 'P220B',
    'P229F',
    // engine
    'P0116', 'P0196', 'P0197', 'P0198', 'P0520', 'P0521', 'P0522', 'P0523',
    'P0341', 'P0560', 'P0563', 'P0501', 'P0571', 'P0685', 'P0686', 'P0483',
    'P0526',
    // transmission
    'P0700', 'P0706', 'P0710', 'P0711', 'P0712', 'P0713', 'P0716', 'P0721',
    'P0731', 'P0732', 'P0733', 'P0734', 'P0735', 'P0780', 'P0806', 'P0915',
    'P0883',
    // chassis
    'C1235', 'C1401', 'C1201', 'C1203', 'C1231', 'C1210', 'C1232', 'C1244',
    'C1336', 'C0061', 'C0062',
    // body
    'B0100', 'B0101', 'B0102', 'B0103', 'B0105', 'B0106', 'B1000', 'B1413',
    'B1422', 'B1423', 'B2794', 'B2798',
    // network
    'U0103', 'U0122', 'U0126', 'U0140', 'U0151', 'U0155', 'U0167', 'U0235',
    'U029D', 'U029E', 'U0300', 'U0402', 'U0415', 'U0416', 'U0422', 'U0423',
    'U0428',
  ],
  F: [
    // air, turbo, EGR
    'P0072', 'P0073',
    // aftertreatment
    'P2459', 'P20B9', 'P202A',
    // engine
    'P0128', 'P0217', 'P0524', 'P0540', 'P0562', 'P0504', 'P0575', 'P0615',
    'P0704', 'P0850', 'P0645',
    // transmission
    'P0882',
    // chassis
    'C1241',
    // body
    'B1244', 'B1411', 'B1412', 'B1421', 'B1441', 'B1442', 'B1443', 'B2795',
    'B2797',
    // network
    'U0104', 'U0164',
  ],
};

export const DTC_DICTIONARY_500: DtcDictionary = buildDictionary(LEVELS_500);
