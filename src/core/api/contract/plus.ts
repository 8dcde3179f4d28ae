import { Type, type Static } from '@sinclair/typebox';
import { endpoint, IdParams, Millis, Page, Paging, Uid, UidParams } from './endpoint';
import { ServiceSourceSchema } from './vocabulary/services';

/**
 * Plus (value-added) service calls of spec 7.9 on the plus host, and serial-number redeem (spec 2.11
 * 'Service redeem'), which the spec shows as screens only: its calls are our own design.
 *
 * Auth 'plus': the console sends its access token, an app web view the plus access token from the
 * once-token exchange, and a server-to-server caller the plus key alone (catalogue calls only).
 * Codes: purchase calls need P_P44 and order calls P_P45 when the caller uses a console access
 * token. A once-token needs P_P44 or the car's own app user (its driver); the plus token it yields
 * reaches only that car (its services, its one-car orders) and only the calls marked appFlow.
 */

/** Order status codes 0..5 with their labels (spec 4 'Plus service order status'), declared in ./vocabulary. */
import { OrderStatus, PaymentMethodSchema } from './vocabulary/orders';
export { ORDER_STATUS, ORDER_STATUS_LABELS } from './vocabulary/orders';

export const ServiceTypeCode = Type.Union([
  Type.Literal('video'), Type.Literal('coldChain'), Type.Literal('behavior'), Type.Literal('tpms'),
]);
export type ServiceTypeCode = Static<typeof ServiceTypeCode>;

export const ServiceType = Type.Object({ code: ServiceTypeCode, name: Type.String(), description: Type.String() });

export const ServicePlan = Type.Object({
  uid: Uid,
  serviceType: ServiceTypeCode,
  serviceTypeName: Type.String(),
  name: Type.String(),
  /** Length of the service a purchase adds, in months. */
  months: Type.Integer({ minimum: 1 }),
  /** Price per car, New Taiwan dollars, tax included. */
  price: Type.Integer({ minimum: 0 }),
  currency: Type.Literal('TWD'),
});
export type ServicePlan = Static<typeof ServicePlan>;

export const PaymentMethod = PaymentMethodSchema;

export const InvoiceTypeCode = Type.Union([
  Type.Literal('duplicate'), Type.Literal('triplicate'), Type.Literal('mobileBarcode'),
  Type.Literal('citizenCert'), Type.Literal('donation'),
]);
export type InvoiceTypeCode = Static<typeof InvoiceTypeCode>;

/** Invoice data; which fields are required depends on the type (checked by the server, fields named). */
export const Invoice = Type.Object({
  invoiceType: InvoiceTypeCode,
  email: Type.String({ format: 'email', maxLength: 100 }),
  /** 三聯式: the buyer's name and 8-digit tax id. */
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  taxId: Type.Optional(Type.String({ pattern: '^[0-9]{8}$' })),
  /** 手機條碼 ('/' and 7 characters) or 自然人憑證 (2 letters and 14 digits). */
  carrier: Type.Optional(Type.String({ minLength: 8, maxLength: 16 })),
  /** 捐贈: the charity's love code, 3 to 7 digits. */
  loveCode: Type.Optional(Type.String({ pattern: '^[0-9]{3,7}$' })),
});
export type Invoice = Static<typeof Invoice>;

export const ActiveService = Type.Object({
  uid: Uid,
  carUid: Uid,
  carNo: Type.String(),
  serviceType: ServiceTypeCode,
  serviceTypeName: Type.String(),
  planName: Type.String(),
  startTime: Millis,
  endTime: Millis,
  /** How it was obtained: a paid order or a redeemed serial number. */
  source: ServiceSourceSchema,
  sourceCode: Type.String(),
});

export const OrderCar = Type.Object({ carUid: Uid, carNo: Type.String() });

export const Order = Type.Object({
  uid: Uid,
  /** The order number shown to users and used by the payment bridge. */
  code: Type.String(),
  status: OrderStatus,
  statusLabel: Type.String(),
  plan: ServicePlan,
  cars: Type.Array(OrderCar),
  amount: Type.Integer({ minimum: 0 }),
  paymentMethod: PaymentMethod,
  /** ATM only: the virtual account to transfer to, and when it expires. */
  atm: Type.Union([Type.Object({ bankCode: Type.String(), account: Type.String(), expiresAt: Millis }), Type.Null()]),
  invoice: Type.Union([Invoice, Type.Null()]),
  createdAt: Millis,
  updatedAt: Millis,
  paidAt: Type.Union([Millis, Type.Null()]),
});
export type Order = Static<typeof Order>;

export const CarAvailability = Type.Object({
  carUid: Uid,
  carNo: Type.String(),
  /** When the car's service of this type ends; null if it has none. */
  activeUntil: Type.Union([Millis, Type.Null()]),
  /** False while the car is in another unpaid order of the same service type. */
  available: Type.Boolean(),
});

export const SerialInfo = Type.Object({
  serialNo: Type.String(),
  plan: ServicePlan,
  used: Type.Boolean(),
  expiresAt: Millis,
});

/**
 * Serial numbers: 4 groups of 4 capitals or digits, dashes optional. The pattern is a plain string of
 * its own because the browser build strips the schemas (scripts/vite/schemaless-typebox.ts): the
 * console's submit rule reads this string, never `SerialNo.pattern`.
 */
export const SERIAL_NO_PATTERN = '^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$';
export const SerialNo = Type.String({ pattern: SERIAL_NO_PATTERN });

const CarUidParams = Type.Object({ carUid: Uid });

export const plus = {
  onceToken: endpoint({
    id: 'plus.onceToken', host: 'plus', method: 'GET', path: 'auth/once-token/:id', auth: 'plus', appFlow: true,
    summary: 'A one-time token for a car of the caller (id is the carUid); data is the token string.',
    params: IdParams,
    response: Type.String(),
    effect: 'read',
  }),
  validateOnceToken: endpoint({
    id: 'plus.validateOnceToken', host: 'plus', method: 'POST', path: 'auth/validate/once-token', auth: 'plus', appFlow: true,
    summary: 'Exchange a one-time token for a plus access token (the app hand-off of spec 2.9).',
    body: Type.Object({ onceToken: Type.String({ minLength: 1, maxLength: 200 }), carUid: Uid }),
    response: Type.Object({ plusAccessToken: Type.String(), carUid: Uid, expiresIn: Type.Integer() }),
    effect: 'write', audit: false,
  }),
  serviceTypes: endpoint({
    id: 'plus.serviceTypes', host: 'plus', method: 'GET', path: 'service-type', auth: 'plus', appFlow: true,
    summary: 'The service types on sale.',
    response: Type.Array(ServiceType),
    effect: 'read',
  }),
  orderStatuses: endpoint({
    id: 'plus.orderStatuses', host: 'plus', method: 'GET', path: 'order-status', auth: 'plus', appFlow: true,
    summary: 'Order status codes 0..5 with their labels (spec 4).',
    response: Type.Array(Type.Object({ code: OrderStatus, name: Type.String() })),
    effect: 'read',
  }),
  servicePlans: endpoint({
    id: 'plus.servicePlans', host: 'plus', method: 'GET', path: 'service-plan', auth: 'plus', appFlow: true,
    summary: 'The plans on sale, optionally of one service type; prices in TWD per car.',
    query: Type.Object({ serviceType: Type.Optional(ServiceTypeCode) }),
    response: Type.Array(ServicePlan),
    effect: 'read',
  }),
  carServices: endpoint({
    id: 'plus.carServices', host: 'plus', method: 'GET', path: 'service/:carUid', auth: 'plus', appFlow: true, permission: ['P_P44', 'P_P45'],
    summary: 'The services of a car that have not ended, with their end time.',
    params: CarUidParams,
    response: Type.Array(ActiveService),
    effect: 'read',
  }),
  available: endpoint({
    id: 'plus.available', host: 'plus', method: 'POST', path: 'available', auth: 'plus', appFlow: true, permission: ['P_P44'],
    summary: 'The caller\'s managed cars for a plan, with their current end time of that service type.',
    body: Type.Object({ planUid: Uid, carNo: Type.Optional(Type.String({ maxLength: 20 })), ...Paging }),
    response: Page(CarAvailability),
    effect: 'read',
  }),
  invoiceTypes: endpoint({
    id: 'plus.invoiceTypes', host: 'plus', method: 'GET', path: 'invoice-type', auth: 'plus', appFlow: true,
    summary: 'Invoice types: 二聯式, 三聯式, 手機條碼, 自然人憑證, 捐贈.',
    response: Type.Array(Type.Object({ code: InvoiceTypeCode, name: Type.String(), fields: Type.Array(Type.String()) })),
    effect: 'read',
  }),
  setInvoice: endpoint({
    id: 'plus.setInvoice', host: 'plus', method: 'PATCH', path: 'invoice', auth: 'plus', appFlow: true, permission: ['P_P44', 'P_P45'],
    summary: 'Set the invoice data of an order that is not yet paid, cancelled or voided.',
    body: Type.Object({ orderUid: Uid, invoice: Invoice }),
    response: Order,
    effect: 'write', audit: '設定發票資料',
  }),
  createOrder: endpoint({
    id: 'plus.createOrder', host: 'plus', method: 'POST', path: 'order', auth: 'plus', appFlow: true, permission: ['P_P44'],
    summary: 'Create an order of one plan for some cars (status 0 待付款); ATM orders get a virtual account.',
    body: Type.Object({
      planUid: Uid,
      carUids: Type.Array(Uid, { minItems: 1, maxItems: 200, uniqueItems: true }),
      paymentMethod: PaymentMethod,
      invoice: Type.Optional(Invoice),
    }),
    response: Order,
    effect: 'write', audit: '建立服務訂單',
  }),
  listOrders: endpoint({
    id: 'plus.listOrders', host: 'plus', method: 'POST', path: 'order/list', auth: 'plus', appFlow: true, permission: ['P_P45', 'P_P44'],
    summary: 'The enterprise\'s orders, newest first, filtered by status and creation time.',
    body: Type.Object({
      status: Type.Optional(Type.Array(OrderStatus, { maxItems: 6 })),
      startTime: Type.Optional(Millis),
      endTime: Type.Optional(Millis),
      carUid: Type.Optional(Uid),
      ...Paging,
    }),
    response: Page(Order),
    effect: 'read',
  }),
  getOrder: endpoint({
    id: 'plus.getOrder', host: 'plus', method: 'GET', path: 'order/:uid', auth: 'plus', appFlow: true, permission: ['P_P45', 'P_P44'],
    summary: 'One order with its cars, plan, payment and invoice.',
    params: UidParams,
    response: Order,
    effect: 'read',
  }),
  cancelOrder: endpoint({
    id: 'plus.cancelOrder', host: 'plus', method: 'DELETE', path: 'order/:uid', auth: 'plus', appFlow: true, permission: ['P_P45', 'P_P44'],
    summary: 'Cancel an order awaiting payment or whose payment failed (becomes 4 取消訂單); delete an ended one (4 or 5) from the list.',
    params: UidParams,
    response: Order,
    effect: 'write', audit: '取消服務訂單',
  }),
  pendingOrder: endpoint({
    id: 'plus.pendingOrder', host: 'plus', method: 'POST', path: 'order/pending', auth: 'plus', appFlow: true, permission: ['P_P45', 'P_P44'],
    summary: 'Move an order awaiting payment (or whose payment failed) to 2 訂單確認中, e.g. after an ATM transfer; not once its ATM account has expired.',
    body: Type.Object({ uid: Uid }),
    response: Order,
    effect: 'write', audit: '訂單改為待付款',
  }),
  checkSerial: endpoint({
    id: 'plus.checkSerial', host: 'plus', method: 'POST', path: 'exchange/check', auth: 'plus',
    summary: 'Whether a serial number can be redeemed, and for which plan.',
    body: Type.Object({ serialNo: SerialNo }),
    response: SerialInfo,
    extension: true,
    effect: 'read',
  }),
  exchange: endpoint({
    id: 'plus.exchange', host: 'plus', method: 'POST', path: 'exchange', auth: 'plus',
    summary: 'Redeem a serial number for a car: adds the plan\'s months to the car\'s service.',
    body: Type.Object({ serialNo: SerialNo, carUid: Uid }),
    response: ActiveService,
    extension: true,
    effect: 'write', audit: '兌換服務序號',
  }),
  exchangeRecord: endpoint({
    id: 'plus.exchangeRecord', host: 'plus', method: 'GET', path: 'exchange/record', auth: 'plus',
    summary: 'The service history of the caller\'s cars (orders and redeemed serials), newest first.',
    query: Type.Object({ carUid: Type.Optional(Uid), ...Paging }),
    response: Page(ActiveService),
    extension: true,
    effect: 'read',
  }),
};
