/** The checkout's own rules; the kit's come first (uiCss). Everything wraps at 390 px. */
export const CHECKOUT_CSS = `
:host { display: block; }
.checkout { max-width: 64em; margin: 0 auto; display: grid; gap: var(--_space-4); }
.checkout h2 { margin: 0; font-size: 1.3em; border-bottom: 2px solid var(--_primary); padding-bottom: var(--_space-1); }
.checkout h3 { margin: 0 0 var(--_space); font-size: 1.1em; }
.checkout-notice { margin: 0; padding: var(--_space) var(--_space-4); border-left: 4px solid var(--_warning); background: var(--_surface-alt); }
.checkout-context { margin: 0; color: var(--_muted); }
.checkout-empty { color: var(--_muted); }
.service-types { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-4); grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
.service-type { display: flex; flex-direction: column; gap: var(--_space); padding: var(--_space-4); border: 1px solid var(--_border); border-radius: var(--_radius-large); background: var(--_surface); box-shadow: var(--_shadow-1); }
.service-type.is-chosen { border-color: var(--_primary); }
.service-type h3 { margin: 0; }
.service-type-text { margin: 0; color: var(--_muted); }
.service-plans { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); flex: 1; }
.service-plans li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--_space-1) var(--_space); }
.service-plans strong { margin-left: auto; }
.per-car { font-weight: 400; color: var(--_muted); }
.cars-step, .plan-step, .payment-step, .app-overview { display: grid; gap: var(--_space-4); min-width: 0; }
.cars-actions, .checkout-actions, .checkout-submit { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.cars-count { margin: 0; overflow-wrap: anywhere; }
.why { display: block; color: var(--_muted); font-size: .9em; }
.checkout-total { margin: 0; font-size: 1.1em; }
.checkout-total strong, .checkout-total-value { font-size: 1.2em; color: var(--_primary); font-weight: 700; }
.total-how { color: var(--_muted); font-size: .9em; margin-left: var(--_space-1); }
.confirm-step { display: grid; gap: var(--_space-6); }
.checkout-summary { display: grid; grid-template-columns: max-content 1fr; gap: var(--_space-1) var(--_space-4); margin: 0; }
.checkout-summary dt { color: var(--_muted); }
.checkout-summary dd { margin: 0; overflow-wrap: anywhere; }
.payment-status { margin: 0; font-size: 1.3em; }
.car-service-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space); }
.car-service-list li { display: grid; gap: 2px; padding: var(--_space) var(--_space-4); border: 1px solid var(--_border); border-radius: var(--_radius); }
.checkout a.btn { text-decoration: none; display: inline-flex; align-items: center; }
`;
