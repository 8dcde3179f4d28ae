export {
  fileNameOf, request, requestFile, saveBlob, setFetch, toApiBody, type ApiBody, type DownloadProgress, type RequestInit,
} from './client';
export { requestBlob } from './blob';
export { buildHeaders, fillPath, inAppView, plusBearer, queryString } from './headers';
export { $loading, startLoading, withLoading } from './loading';
