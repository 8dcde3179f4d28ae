import type { ReactNode } from 'react';
import { FieldError, uiCss } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useIsDriver } from './use-is-driver';

/** What a driver reads in place of a dispatcher's form. */
export const DRIVER_REFUSED = '駕駛帳號無法使用任務派遣功能。';

/**
 * The dispatcher's forms (task, dispatch schedule) refuse a driver (issue 22, 10), as the console's
 * guard and the server do: a host that embeds one for a driver shows this line, and the form never
 * loads or offers a save that could only answer 403.
 */
export function DispatcherOnly({ heading, children }: { heading: string; children: ReactNode }) {
  if (!useIsDriver()) return <>{children}</>;
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS)}</style>
      <section className="form-page" part="base" aria-labelledby="dispatcher-only-heading">
        <h2 id="dispatcher-only-heading">{heading}</h2>
        <FieldError>{DRIVER_REFUSED}</FieldError>
      </section>
    </>
  );
}
