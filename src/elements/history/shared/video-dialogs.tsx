import { VIDEO_MESSAGES, VIDEO_STATUS } from '../../../core/api/contract/video';
import type { VideoDialogKind } from '../../../core/video';
import { Button, Dialog } from '../../shared/ui';

export interface VideoDialogProps {
  /** Which of the two dialogs of spec 2.11 is open; null for none. */
  kind: VideoDialogKind | null;
  onClose: () => void;
  /** '1080p not exist': ask again in 720p (the resolution every channel records). */
  onOtherResolution?: () => void;
  /** 'links timeout': get a new link, or (the record itself has expired) request the range again. */
  onRenew?: () => void;
  /** The record's link lifetime is over: only a new request helps. */
  recordExpired?: boolean;
}

/**
 * The '1080p not exist' and 'links timeout' dialogs of spec 2.11 (headed in Chinese: 查無 1080p 影像, 連結已逾時)
 * and explained in Traditional Chinese (the contract's VIDEO_MESSAGES), each with the way out.
 */
export function VideoDialog({ kind, onClose, onOtherResolution, onRenew, recordExpired = false }: VideoDialogProps) {
  if (kind === 'resolution') {
    return (
      <Dialog open onClose={onClose} heading="查無 1080p 影像" size="small" description={VIDEO_MESSAGES[VIDEO_STATUS.RESOLUTION_NOT_EXIST]}
        footer={(
          <>
            <Button onClick={onClose}>關閉</Button>
            {onOtherResolution && <Button variant="primary" data-autofocus onClick={onOtherResolution}>改用 720p 調閱</Button>}
          </>
        )} />
    );
  }
  if (kind === 'timeout') {
    return (
      <Dialog open onClose={onClose} heading="連結已逾時" size="small"
        description={recordExpired ? '影片的下載連結已逾時，請重新調閱這段影像。' : VIDEO_MESSAGES[VIDEO_STATUS.LINK_TIMEOUT]}
        footer={(
          <>
            <Button onClick={onClose}>關閉</Button>
            {onRenew && <Button variant="primary" data-autofocus onClick={onRenew}>{recordExpired ? '重新調閱' : '重新取得連結'}</Button>}
          </>
        )} />
    );
  }
  return null;
}
