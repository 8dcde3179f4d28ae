import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { $location } from '../../core/navigation';
import { matchPage, pathOf, type PageId } from '../../core/pages';
import { detailOf, type PageDetail } from '../../core/pages/details';
import { backFor, linksFor, shownFor, tabFor, viewFor, type AttributeValues, type PageElement } from '../../core/pages/page-wiring';
import { reactApplication } from '../shared/react-app';
import { BackLink, RouteLink } from '../shared/route-link';
import { Breadcrumbs } from './breadcrumbs';
import { HandOffGate } from './hand-off-gate';
import { PAGE_FRAME_CSS } from './declared-page.css';
import { loadElement } from './element-modules';
import { LoadFailed, useElements } from './load-elements';
import { DeclaredElement } from './page-element';
import { PageHeading } from './page-heading';
import { SiblingNav } from './sibling-nav';
import { SignedOutGate } from './signed-out-gate';
import { PageTabs } from './page-tabs';

const FRAME_PADDING_X = 12;

/**
 * The page's box: its content's max width, or the whole width (a workspace). The whole width of
 * its container up to that, also where the layout centres its page (the sign-in layout's grid).
 */
function frameStyle(width: PageDetail['width']): CSSProperties {
  const padding = `8px ${FRAME_PADDING_X}px`;
  if (width === 'full') return { padding };
  return { boxSizing: 'border-box', width: '100%', maxWidth: (width ?? 1200) + 2 * FRAME_PADDING_X, margin: '0 auto', padding };
}

/** The elements the page shows for the current query: its view or tab, then the further ones. */
function shownElements(detail: PageDetail, query: Readonly<Record<string, string | undefined>>): PageElement[] {
  const first = detail.tabs ? tabFor(detail.tabs, query)
    : detail.element ? viewFor({ element: detail.element, attributes: detail.attributes, events: detail.events, remount: detail.remount }, detail.views, query) : null;
  return [...(first ? [first] : []), ...(detail.more?.elements ?? [])];
}

/**
 * The generic page application (issue 24, 1): a page whose manifest entry names `app: 'page'` is
 * mounted from its declaration alone (core/pages/details.ts): its breadcrumbs and back link, its
 * title as the h1, its sibling nav and links, and its element — or its view or tab — wired to the
 * route by core/pages/page-wiring.ts. A page needs no application of its own.
 */
function DeclaredPage() {
  const location = useStore($location);
  const match = matchPage(location.path);
  const detail = match ? detailOf(match.id) : null;
  const shown = detail ? shownElements(detail, location.query) : [];
  const state = useElements(shown.map((element) => element.element), loadElement);
  if (!match || !detail || !shown.length) return null;
  const params = match.params as Readonly<Record<string, string | undefined>>;
  const id: PageId = match.id;
  const body = (given: AttributeValues) => {
    const draw = (element: PageElement) => <DeclaredElement key={element.element} declared={element} params={params} location={location} given={given} />;
    return state === 'failed' ? <LoadFailed />
      : state !== 'ready' ? null
        : detail.more ? <div className={`fms-page-${detail.more.arrange}`}>{shown.map(draw)}</div>
          : detail.tabs ? <PageTabs id={id} label={`${detail.title}分頁`} tabs={detail.tabs} location={location} render={draw} />
            : draw(shown[0]);
  };
  const back = backFor(detail.back, params);
  const nav = detail.nav && shownFor(detail.nav, params) ? detail.nav : undefined;
  const siblingNav = nav && <SiblingNav label={nav.label} pages={nav.pages} labels={nav.labels} current={nav.current ?? id} />;
  return (
    <div className="fms-declared-page" style={frameStyle(detail.width)}>
      <style>{PAGE_FRAME_CSS}</style>
      <Breadcrumbs id={id} params={params} />
      {/* A link back to the page itself leads to it without its parameters (an order → the orders). */}
      {back && <BackLink of={id} to={back.to} label={back.label} params={back.to === id ? {} : params as Record<string, string>} />}
      {nav?.first && siblingNav}
      <PageHeading detail={detail} />
      {nav && !nav.first && siblingNav}
      {linksFor(detail.links, location.query).map((link) => <RouteLink key={link.to} to={(pathOf as (page: PageId) => string)(link.to)}>{link.label}</RouteLink>)}
      <SignedOutGate alert={detail.signedOutAlert}><HandOffGate attribute={detail.appHandOff} render={body} /></SignedOutGate>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DeclaredPage);
