import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/chrome/ops-sidebar/ops-sidebar.element';
import { configure } from '../../../../src/core/config';
import { opsHref, sanitisedLink, setOpsUrl } from '../../../../src/elements/chrome/ops-sidebar/ops-links';
import { mount, waitFor } from '../../helpers';

const anchors = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a'));

afterEach(() => {
  document.body.innerHTML = '';
  setOpsUrl('');
});

describe('fms-ops-sidebar', () => {
  it('spec 2.8: four links {ops host}/individual/{path}?{opsUrl} from the shared store', async () => {
    configure({ hosts: { ops: 'https://ops.example.com' } });
    setOpsUrl('?carUid=c-1&token=t-2');
    const el = mount('fms-ops-sidebar');
    await waitFor(() => anchors(el).length === 4, 'the links');
    expect(anchors(el).map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['監控地圖', 'https://ops.example.com/individual/monitor?carUid=c-1&token=t-2'],
      ['行程列表', 'https://ops.example.com/individual/schedule?carUid=c-1&token=t-2'],
      ['駕駛報表', 'https://ops.example.com/individual/drivingReport?carUid=c-1&token=t-2'],
      ['設備資訊', 'https://ops.example.com/individual/deviceInfo?carUid=c-1&token=t-2'],
    ]);
  });

  it('spec 2.8: the ops-url attribute wins over the store', async () => {
    configure({ hosts: { ops: '/ops' } });
    setOpsUrl('a=1');
    const el = mount('fms-ops-sidebar', { 'ops-url': 'b=2' });
    await waitFor(() => anchors(el).length === 4, 'the links');
    expect(anchors(el)[0].getAttribute('href')).to.equal('/ops/individual/monitor?b=2');
  });

  it('spec 2.8: a hostile opsUrl cannot add attributes or markup: only an anchor with href is left', () => {
    const html = sanitisedLink(opsHref('/ops', 'monitor', 'x="><img src=x onerror=alert(1)>'), '<b>監控</b>');
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.children).to.have.length(1);
    const a = box.querySelector('a')!;
    expect(a.getAttributeNames()).to.deep.equal(['href']);
    expect(box.querySelector('img, b')).to.equal(null);
    expect(a.textContent).to.equal('<b>監控</b>');
  });

  it('spec 2.8: a javascript: href is dropped', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitisedLink('javascript:alert(1)', '監控地圖');
    expect(box.querySelector('a')!.hasAttribute('href')).to.equal(false);
  });
});
