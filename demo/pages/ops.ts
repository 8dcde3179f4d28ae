import { createOpsWebLayout } from '../../src/apps/layouts/ops-web';

/**
 * The ops portal's host page (spec 2.3, 2.8): the lightweight ops web layout, whose sidebar links
 * out to the per-vehicle portal. The portal opens this page with its opsUrl as the query string,
 * e.g. ops.html?carUid=car-a-001&token=…; the sidebar appends it to every link.
 */
const layout = createOpsWebLayout(window.location.search);
const heading = document.createElement('h1');
heading.textContent = '營運平台';
const intro = document.createElement('p');
intro.textContent = '請從左側選單開啟車輛的監控地圖、行程列表、駕駛報表或設備資訊。';
layout.content.append(heading, intro);
document.getElementById('ops-app')!.replaceChildren(layout.root);
