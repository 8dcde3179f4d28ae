import { call } from './call';
import type { BodyOf, QueryOf } from './contract/endpoint';
import { plus } from './contract/plus';

/** Typed plus-service calls (spec 7.9) and serial-number redeem (our extension), one function a call. */
export const requestOnceToken = (carUid: string) => call(plus.onceToken, { params: { id: carUid } });
export const validateOnceToken = (body: BodyOf<typeof plus.validateOnceToken>) => call(plus.validateOnceToken, { body });
export const fetchServiceTypes = () => call(plus.serviceTypes, {});
export const fetchOrderStatuses = () => call(plus.orderStatuses, {});
export const fetchServicePlans = (query: QueryOf<typeof plus.servicePlans> = {}) => call(plus.servicePlans, { query });
export const fetchCarServices = (carUid: string) => call(plus.carServices, { params: { carUid } });
export const fetchAvailableCars = (body: BodyOf<typeof plus.available>) => call(plus.available, { body });
export const fetchInvoiceTypes = () => call(plus.invoiceTypes, {});
export const setOrderInvoice = (body: BodyOf<typeof plus.setInvoice>) => call(plus.setInvoice, { body });
export const createOrder = (body: BodyOf<typeof plus.createOrder>) => call(plus.createOrder, { body });
export const listOrders = (body: BodyOf<typeof plus.listOrders>) => call(plus.listOrders, { body });
export const fetchOrder = (uid: string) => call(plus.getOrder, { params: { uid } });
export const cancelOrder = (uid: string) => call(plus.cancelOrder, { params: { uid } });
export const markOrderPending = (uid: string) => call(plus.pendingOrder, { body: { uid } });
export const checkSerial = (serialNo: string) => call(plus.checkSerial, { body: { serialNo } });
export const redeemSerial = (body: BodyOf<typeof plus.exchange>) => call(plus.exchange, { body });
export const fetchServiceRecord = (query: QueryOf<typeof plus.exchangeRecord> = {}) => call(plus.exchangeRecord, { query });
