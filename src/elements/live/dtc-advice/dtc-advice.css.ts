import { TOKENS_CSS } from '../../shared/ui/tokens';

export const DTC_ADVICE_CSS = `${TOKENS_CSS}
:host { display: block; }
.card { border: 1px solid var(--_border); border-radius: var(--_radius); padding: calc(var(--_space) * 1.5); background: var(--_surface); }
.head { display: flex; align-items: center; gap: var(--_space); flex-wrap: wrap; }
.code { font-weight: 700; font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
.name { font-weight: 600; }
.level { border-radius: 999px; padding: 1px 10px; font-size: 0.85em; font-weight: 700; color: #fff; }
.level-A { background: var(--_danger); }
.level-B { background: var(--_warning); }
.level-C { background: var(--_blue); }
.level-F { background: var(--_muted); }
.advice { margin: var(--_space) 0 0; font-weight: 600; }
.advice-A { color: var(--_danger); }
.description, .system { margin: calc(var(--_space) / 2) 0 0; color: var(--_muted); }
.unknown { color: var(--_muted); }
.compact .description, .compact .system { display: none; }
`;
