import { useState } from 'react';
import { Button, Dialog } from '../ui';
import { PASSWORD_RULE, PASSWORD_TIPS } from './password-rule';

/**
 * The password rule in one line, and the 'password tips' dialog (密碼設定提示, spec 2.11) behind a
 * link-styled button. Place it under the new-password field.
 */
export function PasswordRule() {
  const [open, setOpen] = useState(false);
  return (
    <div className="rule">
      <span>{PASSWORD_RULE}</span>
      <Button variant="link" small onClick={() => setOpen(true)} aria-haspopup="dialog">密碼設定提示</Button>
      <Dialog open={open} onClose={() => setOpen(false)} heading="密碼設定提示" size="small"
        footer={<Button variant="primary" onClick={() => setOpen(false)} data-autofocus>我知道了</Button>}>
        <ul className="tips-list">
          {PASSWORD_TIPS.map((tip) => <li key={tip}>{tip}</li>)}
        </ul>
      </Dialog>
    </div>
  );
}
