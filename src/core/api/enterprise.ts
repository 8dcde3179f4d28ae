import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { enterprise } from './contract/enterprise';

/** Typed calls of spec 7.4 (enterprise, registration, parameters), one function a call. */
export const getEnterprise = () => call(enterprise.get, {});
export const updateEnterprise = (body: BodyOf<typeof enterprise.update>) => call(enterprise.update, { body });
export const registerEnterprise = (body: BodyOf<typeof enterprise.register>) => call(enterprise.register, { body });
export const checkUnique = (body: BodyOf<typeof enterprise.checkUnique>) => call(enterprise.checkUnique, { body });
export const getEnterpriseSettings = () => call(enterprise.settings, {});
export const updateEnterpriseSettings = (body: BodyOf<typeof enterprise.updateSettings>) => call(enterprise.updateSettings, { body });
export const getDefaultSettings = () => call(enterprise.defaultSettings, {});
export const generateEnterpriseCode = () => call(enterprise.generateCode, {});
export const getCustomContent = () => call(enterprise.customContent, {});
export const updateCustomContent = (body: BodyOf<typeof enterprise.updateCustomContent>) => call(enterprise.updateCustomContent, { body });
