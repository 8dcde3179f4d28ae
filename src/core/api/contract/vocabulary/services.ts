import { keysOf, literalUnion } from './literals';

/**
 * Value-added services and their serials (spec 4, 9): the words of a checked serial, of where a
 * service came from and of where it stands, each declared once for the console and the server.
 */

/** A checked serial's state, in the redeem information block. */
export const SERIAL_STATE_LABELS = { usable: '未使用', used: '已兌換', expired: '已過期' } as const;

export type SerialState = keyof typeof SERIAL_STATE_LABELS;

/** Why a serial cannot be redeemed: the server's refusal (409, field serialNo) and the console's alert alike. */
export const SERIAL_REFUSALS = {
  used: '此序號已兌換過。',
  expired: '此序號已過期。',
} as const satisfies Record<Exclude<SerialState, 'usable'>, string>;

/** How a service was obtained (contract ActiveService.source). */
export const SERVICE_SOURCE_LABELS = { order: '訂單購買', exchange: '序號兌換' } as const;

export type ServiceSource = keyof typeof SERVICE_SOURCE_LABELS;
export const ServiceSourceSchema = literalUnion(keysOf(SERVICE_SOURCE_LABELS));

/** Where a service stands at a moment: not yet begun (a redeem added after another), running, or ended. */
export const SERVICE_PERIOD_LABELS = { upcoming: '尚未開始', active: '使用中', ended: '已到期' } as const;

export type ServicePeriodState = keyof typeof SERVICE_PERIOD_LABELS;
