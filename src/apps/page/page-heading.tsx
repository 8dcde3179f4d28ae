import { DEFAULT_TITLE } from '../../core/brand';
import { titleOf, type PageDetail } from '../../core/pages/details';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** The page's h1: shown, the product's name (public forms), the element's own (none here), or for screen readers only. */
export function PageHeading({ detail }: { detail: PageDetail }) {
  if (detail.heading === 'element') return null;
  if (detail.heading === 'brand') return <h1 className="fms-page-brand">{DEFAULT_TITLE}</h1>;
  return <h1 className={detail.heading === 'shown' ? 'fms-page-title' : undefined} style={detail.heading === 'shown' ? undefined : VISUALLY_HIDDEN}>{detail.headingOf ? titleOf(detail.headingOf) : detail.title}</h1>;
}
