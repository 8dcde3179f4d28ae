export { request, setFetch, toApiBody, type ApiBody, type RequestInit } from './client';
// Not re-exported here: file.ts (requestFile, saveBlob), which pages import directly, so the
// console's first script does not carry it.
export type { DownloadProgress } from './file';
export { requestBlob } from './blob';
export { buildHeaders, fillPath, inAppView, plusBearer, queryString } from './headers';
export { $loading, startLoading, withLoading } from './loading';
