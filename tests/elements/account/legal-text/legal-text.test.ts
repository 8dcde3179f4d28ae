import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/account/legal-text/legal-text.element';
import '../../../../src/elements/account/app-download/app-download.element';
import { mount, waitFor } from '../../helpers';
import { resetPage, waitText } from '../../shared/account/form-kit';

afterEach(resetPage);

describe('fms-legal-text and fms-app-download', () => {
  it('spec 1: the terms are the default document, with numbered sections', async () => {
    const el = mount('fms-legal-text');
    await waitText(el, '車聯網管理系統服務條款');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('車聯網管理系統服務條款');
    expect(el.shadowRoot!.querySelectorAll('h2').length).to.be.greaterThan(10);
  });

  it('spec 1: the privacy policy cites 個人資料保護法 and lists the rights of the data subject', async () => {
    const el = mount('fms-legal-text', { doc: 'privacy', variant: 'app' });
    await waitText(el, '隱私權政策');
    await waitText(el, '個人資料保護法');
    await waitText(el, '請求刪除');
    expect(el.shadowRoot!.querySelector('.frame.app')).to.not.equal(null);
  });

  it('the download page links to both stores in a new tab, and takes the addresses from attributes', async () => {
    const el = mount('fms-app-download', { 'ios-url': 'https://apps.example/ios', 'android-url': 'https://apps.example/android' });
    const links = await waitFor(() => {
      const found = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
      return found.length === 2 ? found : null;
    }, 'the store links');
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['https://apps.example/ios', 'https://apps.example/android']);
    expect(links.every((a) => a.rel.includes('noopener'))).to.equal(true);
  });
});
