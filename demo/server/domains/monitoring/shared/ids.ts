
export { newUid } from '../../../db/new-uid';
