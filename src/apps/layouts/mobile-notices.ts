import { matchPage } from '../../core/pages';

/**
 * The notice area of the mobile service layout (spec 2.3): what a driver or fleet owner should know
 * before buying or watching in the app. Written for this product.
 */
export interface MobileNotice {
  title: string;
  items: readonly string[];
}

const SERVICE_NOTICE: MobileNotice = {
  title: '購買與使用須知',
  items: [
    '加值服務以車輛為單位購買，付款成功後即於該車輛開通，服務期間依方案天數計算。',
    '選擇 ATM 轉帳者，請於繳費期限內完成轉帳；逾期未付款的訂單將自動取消。',
    '信用卡付款由第三方金流平台處理，本系統不會保存您的卡號資料。',
    '服務到期前可於訂單紀錄中續購；已開通的服務恕不退費，序號兌換後亦無法轉移至其他車輛。',
    '如需發票或有付款問題，請透過官方客服與我們聯繫。',
  ],
};

const VIDEO_NOTICE: MobileNotice = {
  title: '即時影像須知',
  items: [
    '即時影像需車輛電源開啟且行車影像設備連線正常。',
    '觀看影像會使用行動數據，建議在 Wi-Fi 環境下觀看。',
    '訊號不佳時畫面可能延遲或中斷，請稍候再重新播放。',
  ],
};

export function mobileNoticeFor(path: string): MobileNotice {
  return matchPage(path)?.id === 'dvrForApp' ? VIDEO_NOTICE : SERVICE_NOTICE;
}
