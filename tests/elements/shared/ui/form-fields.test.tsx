import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { Checkbox, RadioGroup } from '../../../../src/elements/shared/ui/choices';
import { ErrorSummary } from '../../../../src/elements/shared/ui/error-summary';
import { FORM_CSS } from '../../../../src/elements/shared/ui/form-field';
import { PasswordInput, Select, TextInput } from '../../../../src/elements/shared/ui/inputs';
import { deepActiveElement } from '../../../../src/elements/shared/ui/dom';
import { byName, cleanup, click, press, render, setValue, type } from './render';

afterEach(cleanup);

/** A form that validates on submit, as the console's forms do. */
function CarForm() {
  const [carNo, setCarNo] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); setError(/^[A-Z]{3}-\d{4}$/.test(carNo) ? undefined : '車牌格式不正確。'); }}>
      <ErrorSummary errors={error ? [{ fieldId: 'car-no', message: error }] : []} />
      <TextInput id="car-no" label="車牌號碼" required value={carNo} error={error} onChange={(e) => setCarNo(e.target.value)} />
      <button type="submit">送出</button>
    </form>
  );
}

describe('form fields', () => {
  it('a required field shows the red star and says 必填 to screen readers', async () => {
    const { shadow } = await render(<CarForm />, FORM_CSS);
    const label = shadow.querySelector('label')!;
    expect(label.querySelector('.required')!.getAttribute('aria-hidden')).to.equal('true');
    expect(label.textContent).to.equal('*車牌號碼（必填）');
    expect(getComputedStyle(label.querySelector('.required')!).color).to.equal('rgb(198, 40, 40)');
  });

  it('an error keeps what the user typed, marks the field invalid and shows red text with an alert icon', async () => {
    const { shadow } = await render(<CarForm />, FORM_CSS);
    const input = byName<HTMLInputElement>(shadow, '車牌號碼', 'input');
    input.focus();
    await type('abc');
    await click(byName(shadow, '送出'));
    expect(input.value).to.equal('abc');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const error = shadow.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('車牌格式不正確。');
    expect(error.querySelector('svg.alert-icon')).to.not.equal(null);
  });

  it('the error summary takes focus and its entry moves focus to the field', async () => {
    const { shadow } = await render(<CarForm />, FORM_CSS);
    await click(byName(shadow, '送出'));
    expect(deepActiveElement()!.className).to.equal('error-summary');
    await click(shadow.querySelector('.error-summary a'));
    expect(deepActiveElement()).to.equal(shadow.getElementById('car-no'));
  });

  it('the password toggle shows and hides the password, and is named for what it does', async () => {
    const { shadow } = await render(<PasswordInput label="密碼" defaultValue="secret" />, FORM_CSS);
    const input = byName<HTMLInputElement>(shadow, '密碼', 'input');
    expect(input.type).to.equal('password');
    await click(byName(shadow, '顯示密碼'));
    expect(input.type).to.equal('text');
    expect(input.value).to.equal('secret');
    await click(byName(shadow, '隱藏密碼'));
    expect(input.type).to.equal('password');
  });

  it('a select reports the chosen option', async () => {
    const chosen: string[] = [];
    const { shadow } = await render(
      <Select label="部門" placeholder="請選擇" options={[{ value: 'n', label: '北區' }, { value: 's', label: '南區' }]} defaultValue=""
        onChange={(e) => chosen.push(e.target.value)} />, FORM_CSS);
    const select = byName<HTMLSelectElement>(shadow, '部門', 'select');
    expect(select.options[0].textContent).to.equal('請選擇');
    await setValue(select, 's');
    expect(chosen).to.deep.equal(['s']);
  });

  it('a checkbox is named by its label and shows its error', async () => {
    const { shadow } = await render(<Checkbox label="我同意服務條款" error="請同意服務條款。" defaultChecked={false} />, FORM_CSS);
    const box = byName<HTMLInputElement>(shadow, '我同意服務條款', 'input');
    await click(box);
    expect(box.checked).to.equal(true);
    expect(shadow.querySelector('[role="alert"]')!.textContent).to.equal('請同意服務條款。');
  });

  it('a radio group moves its choice with the arrow keys', async () => {
    function Plans() {
      const [plan, setPlan] = useState('month');
      return <RadioGroup label="方案" value={plan} onValueChange={setPlan} options={[{ value: 'month', label: '月繳' }, { value: 'year', label: '年繳' }]} />;
    }
    const { shadow } = await render(<Plans />, FORM_CSS);
    expect(shadow.querySelector('fieldset')!.getAttribute('role')).to.equal('radiogroup');
    byName<HTMLInputElement>(shadow, '月繳', 'input').focus();
    await press('ArrowRight');
    expect(byName<HTMLInputElement>(shadow, '年繳', 'input').checked).to.equal(true);
  });
});
