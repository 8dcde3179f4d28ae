import { expect } from '@esm-bundle/chai';
import { cleanStores } from 'nanostores';
import '../../../../src/elements/chrome/app-header/app-header.element';
import '../../../../src/elements/chrome/app-footer/app-footer.element';
import { $bell, $bellIcon, resetNotifications } from '../../../../src/core/notifications';
import { latestEventTime } from '../../../../src/elements/chrome/app-header/latest-event';
import { fakeApi, reply } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { message } from '../notification-bell/messages';
import { signInUser, signOutUser } from '../../session-kit';
import { message as messageApi } from '../../../../src/core/api/contract/message';
import { mount, text, waitFor } from '../../helpers';

const io = fakeSockets();

beforeEach(() => {
  fakeApi()
    .on(messageApi.list, () => reply({ status: 0, data: { total: 0, offset: 0, limit: 6, list: [] } }))
    .otherwise(() => null);
});

afterEach(() => {
  document.body.innerHTML = '';
  cleanStores($bell, $bellIcon);
  resetNotifications();
  signOutUser();
});

describe('fms-app-header', () => {
  it('spec 1, 2.5: the enterprise name, the version and the user menu; the bell only with P_P17', async () => {
    signInUser(['P_P01']);
    const el = mount('fms-app-header');
    await waitFor(() => el.shadowRoot?.querySelector('fms-user-menu'), 'the user menu');
    expect(el.shadowRoot!.querySelector('.app-title-text')!.textContent).to.equal('測試物流');
    expect(el.shadowRoot!.querySelector('.app-version')!.textContent).to.equal('v1.0.0');
    expect(el.shadowRoot!.querySelector('fms-notification-bell')).to.equal(null);
  });

  it('spec 1: without an enterprise name the header reads the default title', async () => {
    signInUser(['P_P17'], { enterprise: { name: '' } });
    const el = mount('fms-app-header');
    await waitFor(() => el.shadowRoot?.querySelector('fms-notification-bell'), 'the bell');
    expect(el.shadowRoot!.querySelector('.app-title-text')!.textContent).to.equal('車聯網管理系統');
  });

  it('spec 2.5: the latest event time reads 今日 HH:mm:ss', async () => {
    signInUser(['P_P17']);
    const el = mount('fms-app-header');
    await waitFor(() => el.shadowRoot?.querySelector('fms-notification-bell'), 'the bell');
    io.emitEvent(message(0, { createdAt: Date.now() }));
    const time = await waitFor(() => el.shadowRoot!.querySelector('.header-event time'), 'the event time');
    expect(time.textContent).to.match(/^今日 \d{2}:\d{2}:\d{2}$/);
    expect(latestEventTime([{ createdAt: 5 }, { time: 9 }, {}])).to.equal(9);
  });
});

describe('fms-app-footer', () => {
  it('spec 1, 9: latest version and the 2021 copyright line', async () => {
    const el = mount('fms-app-footer', { company: 'Example Telematics' });
    await waitFor(() => el.shadowRoot?.querySelector('footer'), 'the footer');
    expect(text(el)).to.contain('最新版本：1.0.0');
    expect(text(el)).to.contain('Copyright © 2021 Example Telematics. All rights reserved.');
  });
});
