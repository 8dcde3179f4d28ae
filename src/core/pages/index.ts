export { PAGES, type MenuEntry, type Page, type PageAccess, type PageApp, type PageDeclaration, type PageId, type PageLayout, type PageParams } from './manifest';
export { matchPage, pageById, pathOf, type PageMatch } from './paths';
export { MENU_GROUPS, MENU_HEADINGS, type MenuGroup } from './menu-groups';
export { mayOpen, pageFor, permissionForPath } from './lookup';
export { visibleMenuPaths, type NavGroup, type NavItem } from './menu';
export { landingPath } from './landing';
// permission-choices.ts is imported by path: only the account pages need it, not every page the menu loads.
// details.ts (titles, elements, parents) and main-menu.ts (the menu with its words) are imported by path:
// the sign-in page's first script imports this file, and carries none of the pages' words.
