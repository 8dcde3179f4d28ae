import { expect } from '@esm-bundle/chai';
import { BUTTON_CSS } from '../../../../src/elements/shared/ui/button';
import { DATA_TABLE_CSS } from '../../../../src/elements/shared/ui/data-table.css';
import { SPINNER_CSS } from '../../../../src/elements/shared/ui/spinner';
import { TOKENS_CSS } from '../../../../src/elements/shared/ui/tokens';
import { uiCss } from '../../../../src/elements/shared/ui/ui-css';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('uiCss', () => {
  it('starts with the tokens once and includes each shared part once', () => {
    const css = uiCss(DATA_TABLE_CSS, BUTTON_CSS, SPINNER_CSS, '.mine { color: red; }');
    expect(css.startsWith(TOKENS_CSS)).to.equal(true);
    expect(count(css, TOKENS_CSS)).to.equal(1);
    expect(count(css, SPINNER_CSS)).to.equal(1);
    expect(css).to.contain('.mine { color: red; }');
  });

  it('lets a host page re-theme a shadow root through --fms-* properties', () => {
    const host = document.createElement('div');
    host.style.setProperty('--fms-color-primary', 'rgb(123, 63, 160)');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style>${uiCss(BUTTON_CSS)}</style><button class="btn btn-primary">儲存</button><span class="dot" style="background: var(--_car-driving)"></span>`;
    expect(getComputedStyle(shadow.querySelector('button')!).backgroundColor).to.equal('rgb(123, 63, 160)');
    expect(getComputedStyle(shadow.querySelector('.dot')!).backgroundColor).to.equal('rgb(139, 181, 30)');
    host.remove();
  });
});
