import { fakeApi, restoreFetch } from '../fake-api';
import { signInUser, signOutUser } from '../session-kit';

/**
 * The plain host page the element-wide tests mount every element in: signed in (P_P17), every API
 * call answered 'no route', and after each test the page emptied and its page rules removed.
 */
export function usePlainHostPage(): void {
  before(() => {
    signInUser(['P_P17']);
    fakeApi();
  });
  after(() => {
    restoreFetch();
    signOutUser();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll('style[data-page-rule]').forEach((s) => s.remove());
  });
}

/** A host page's own rule, as a partner's stylesheet would set it; removed after the test. */
export function addPageRule(css: string): void {
  const style = Object.assign(document.createElement('style'), { textContent: css });
  style.dataset.pageRule = '';
  document.head.append(style);
}
