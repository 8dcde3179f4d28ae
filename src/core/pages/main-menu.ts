import { PAGE_DETAILS } from './details';
import { menuOf, visibleOf, type NavGroup } from './menu';

/**
 * The main navigation of spec 2.4, from the page manifest: each item reads its page's title. A
 * module of its own (the words are not on the sign-in path; ./menu.ts has the rules).
 */
export const MAIN_MENU: readonly NavGroup[] = /* @__PURE__ */ menuOf((id) => PAGE_DETAILS[id].title);

/**
 * What a user sees (spec 2.4, 6): a heading when the user holds any code of its group, and under it
 * the items whose code the user holds (an item without a code always shows).
 */
export function visibleMenu(codes: readonly string[] | undefined): NavGroup[] {
  return visibleOf(MAIN_MENU, codes);
}
