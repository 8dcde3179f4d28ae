export const LIVE_VIDEO_CSS = `
:host { display: block; }
.live { display: grid; grid-template-columns: minmax(200px, 260px) 1fr; gap: var(--_space-4); align-items: start; }
.live-fixed { grid-template-columns: 1fr; }
.live-main { min-width: 0; display: grid; gap: var(--_space-2); }
.live-title { margin: 0; font-size: 1.2em; }
.grid-wrap { display: grid; gap: var(--_space-2); }
.grid-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.grid-pages { display: inline-flex; align-items: center; gap: var(--_space-1); margin-left: auto; }
.grid { display: grid; gap: var(--_space-2); }
.grid-1 { grid-template-columns: minmax(0, 1fr); }
.grid-2, .grid-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.tile { margin: 0; display: grid; gap: var(--_space-1); min-width: 0; }
.tile-head { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-1); font-weight: 600; }
.tile-wait { display: grid; place-content: center; aspect-ratio: 16 / 9; background: #1f2933; color: #e4e7eb; border-radius: var(--_radius); }
@media (max-width: 720px) {
  .live { grid-template-columns: 1fr; }
  .grid-2, .grid-4 { grid-template-columns: minmax(0, 1fr); }
}
`;
