import { SANDBOX_CARDS } from '../../../../../src/core/api/contract/payment';
import { CARD_PAYMENT_REFUSALS } from '../../../../../src/core/plus/payment-refusals';

/**
 * The sandbox provider's checkout page: plain HTML in Traditional Chinese, no scripts and no
 * outside resources, every input with a label, errors tied to their input (aria-describedby).
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface CheckoutView {
  paymentUid: string;
  orderCode: string;
  planName: string;
  amount: number;
  /**
   * A finished payment shows its outcome and a link back instead of the form; `reason` says why it
   * was not paid (declined, or refused because the order can no longer be paid: nothing charged).
   */
  done?: { paid: boolean; returnUrl: string; reason?: string };
  /**
   * The origin the form's answer sends the browser back to when it is not this one (a partner's
   * page, issue 23): form-action holds a form's redirect too, so the page allows it by name.
   */
  returnOrigin?: string;
  /** Said above the outcome, e.g. that a repeated submit charged nothing more. */
  notice?: string;
  error?: { field: string; message: string };
  values?: { cardNumber?: string; expiry?: string; holder?: string };
}

const STYLE = `
  body { font-family: system-ui, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif; background: #f4f6f8; color: #1f2933; margin: 0; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 24px 28px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .brand { color: #52606d; font-size: .875rem; margin-bottom: 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; }
  dt { color: #52606d; } dd { margin: 0; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 14px 0 4px; }
  input { width: 100%; box-sizing: border-box; font-size: 1rem; padding: 9px 10px; border: 1px solid #9aa5b1; border-radius: 4px; }
  input:focus { outline: 3px solid #2e90b7; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #c81e1e; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .error { color: #c81e1e; margin: 4px 0 0; font-size: .875rem; }
  .actions { display: flex; gap: 12px; margin-top: 22px; }
  button, .link { flex: 1; font-size: 1rem; padding: 10px; border-radius: 4px; border: 1px solid #2e90b7; text-align: center; cursor: pointer; text-decoration: none; }
  .primary { background: #2e90b7; color: #fff; } .secondary { background: #fff; color: #1f5f7a; }
  .hint { margin-top: 18px; font-size: .8125rem; color: #52606d; }
  .result { font-size: 1.125rem; font-weight: 600; }
  .notice { background: #fff8e1; border-left: 4px solid #b7791f; padding: 8px 12px; margin: 0 0 12px; }
  .reason { margin: 4px 0 0; }`;

function field(view: CheckoutView, name: string, label: string, attrs: string, value = ''): string {
  const invalid = view.error?.field === name;
  const described = invalid ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const error = invalid ? `<p class="error" id="${name}-error" role="alert">${escapeHtml(view.error!.message)}</p>` : '';
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${described}>${error}`;
}

export function renderCheckout(view: CheckoutView): string {
  const amount = `NT$ ${view.amount.toLocaleString('zh-TW')}`;
  const summary = `<dl><dt>訂單編號</dt><dd>${escapeHtml(view.orderCode)}</dd><dt>方案</dt><dd>${escapeHtml(view.planName)}</dd><dt>金額</dt><dd>${amount}</dd></dl>`;
  const body = view.done
    ? `${view.notice ? `<p class="notice" role="alert">${escapeHtml(view.notice)}</p>` : ''}
       <p class="result" role="status">${view.done.paid ? '付款成功，感謝您的購買。' : CARD_PAYMENT_REFUSALS.notCharged}</p>
       ${view.done.reason ? `<p class="reason">${escapeHtml(view.done.reason)}</p>` : ''}
       <div class="actions"><a class="link primary" href="${escapeHtml(view.done.returnUrl)}">返回訂單</a></div>`
    : `<form method="post" action="${escapeHtml(view.paymentUid)}" novalidate>
        ${field(view, 'cardNumber', '信用卡卡號', 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"', view.values?.cardNumber)}
        <div class="row">
          <div>${field(view, 'expiry', '有效期限（MM/YY）', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7"', view.values?.expiry)}</div>
          <div>${field(view, 'cvc', '安全碼', 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"')}</div>
        </div>
        ${field(view, 'holder', '持卡人姓名（選填）', 'autocomplete="cc-name" maxlength="60"', view.values?.holder)}
        <div class="actions">
          <button type="submit" name="action" value="pay" class="primary">確認付款 ${amount}</button>
          <button type="submit" name="action" value="cancel" class="secondary">取消付款</button>
        </div>
      </form>
      <p class="hint">此為測試環境，不會實際扣款。成功測試卡號：${SANDBOX_CARDS.success}；拒絕測試卡號：${SANDBOX_CARDS.declined}；有效期限填未來日期，安全碼任意 3 碼。</p>`;
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${view.returnOrigin ? ` ${escapeHtml(view.returnOrigin)}` : ''}">
<!-- The server's Referrer-Policy no-referrer makes a browser's form post carry Origin: null, which
     the origin check refuses; same-origin keeps the referrer from other sites and names this origin. -->
<meta name="referrer" content="same-origin">
<title>信用卡付款 - 測試付款服務</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>信用卡付款</h1>
<p class="brand">SandboxPay 測試付款服務</p>
${summary}
${body}
</main>
</body>
</html>`;
}
