import { uiCss, BUTTON_CSS, CheckIcon } from '../../shared/ui';
import { AppLink } from '../../shared/account/app-link';
import { PROVIDER } from '../../shared/account/legal';

/** Store pages of the mobile app; a deployment sets its own through the attributes. */
export const DEFAULT_STORE_URLS = {
  ios: 'https://apps.apple.com/tw/app/fleet-console/id1500000000',
  android: 'https://play.google.com/store/apps/details?id=tw.fleet.console',
} as const;

export interface AppDownloadProps {
  iosUrl?: string;
  androidUrl?: string;
}

const FEATURES = [
  '隨時查看車輛位置、車況與即時影像',
  '接收事件、任務與保修通知',
  '駕駛查看今日任務並回報執行狀態',
  '購買與管理加值服務方案',
];

/** The download-app page (spec 1, 2.1 /downloadApp): what the app does and its two store links. */
export function AppDownload({ iosUrl = DEFAULT_STORE_URLS.ios, androidUrl = DEFAULT_STORE_URLS.android }: AppDownloadProps) {
  return (
    <>
      <style>{uiCss(BUTTON_CSS, APP_DOWNLOAD_CSS)}</style>
      <section className="download" part="base" aria-labelledby="download-title">
        <h1 id="download-title">下載{PROVIDER.product} App</h1>
        <p className="lead">在手機上管理車隊，重要通知不漏接。</p>
        <ul className="features">
          {FEATURES.map((feature) => <li key={feature}><CheckIcon />{feature}</li>)}
        </ul>
        <div className="stores">
          <a className="btn btn-primary store" href={iosUrl} target="_blank" rel="noopener noreferrer">
            <span className="store-name">App Store</span><span>iPhone 版下載</span><span className="visually-hidden">（另開新視窗）</span>
          </a>
          <a className="btn btn-primary store" href={androidUrl} target="_blank" rel="noopener noreferrer">
            <span className="store-name">Google Play</span><span>Android 版下載</span><span className="visually-hidden">（另開新視窗）</span>
          </a>
        </div>
        <p className="small">支援 iOS 15 以上及 Android 9 以上版本。登入帳號與網頁版相同。</p>
        <AppLink href="/">返回登入</AppLink>
      </section>
    </>
  );
}

const APP_DOWNLOAD_CSS = `
:host { display: block; }
.download { max-width: 560px; margin: 0 auto; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius-large); box-shadow: var(--_shadow-1); padding: var(--_space-6); }
h1 { font-size: 1.5em; margin: 0 0 var(--_space-2); }
.lead { color: var(--_muted); margin: 0 0 var(--_space-4); }
.features { list-style: none; padding: 0; margin: 0 0 var(--_space-6); display: grid; gap: var(--_space-2); }
.features li { display: flex; gap: var(--_space-2); align-items: center; }
.features svg { color: var(--_success); flex: none; }
.stores { display: flex; flex-wrap: wrap; gap: var(--_space-3); margin-bottom: var(--_space-4); }
.stores .store { flex: 1; min-width: 200px; flex-direction: column; gap: 2px; white-space: normal; padding: 10px 16px; }
.store-name { font-size: 1.2em; }
.small { color: var(--_muted); font-size: 0.92em; }
a { color: var(--_primary); }
.stores a.btn { color: var(--_on-primary); }
`;
