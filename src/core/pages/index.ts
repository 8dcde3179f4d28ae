export { PAGE_DETAILS, PAGES, type MenuEntry, type Page, type PageAccess, type PageApp, type PageDeclaration, type PageDetail, type PageId, type PageLayout, type PageParams } from './manifest';
export { detailOf, matchPage, pageById, pathOf, titleOf, type PageMatch } from './paths';
export { MENU_GROUPS, MENU_HEADINGS, type MenuGroup } from './menu-groups';
export { mayOpen, pageFor, permissionForPath } from './lookup';
export { MAIN_MENU, visibleMenu, type NavGroup, type NavItem } from './menu';
export { landingPath } from './landing';
// permission-choices.ts is imported by path: only the account pages need it, not every page the menu loads.
