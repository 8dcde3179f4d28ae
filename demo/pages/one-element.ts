/**
 * A page bundled with one element and nothing else: the size budget of one element beyond the
 * shared runtime (scripts/page-weight/measure.ts). The partner portal (partner.html) loads its
 * elements from the console instead, so it is not measured.
 */
import '../../src/elements/live/dtc-advice/dtc-advice.element';

// A statement of the page's own, so the build keeps an entry chunk (and a manifest entry) for it.
void customElements.whenDefined('fms-dtc-advice').then(() => { document.body.dataset.ready = ''; });
