export const VOICE_MESSAGE_CSS = `
:host { display: block; }
.voice { display: grid; gap: var(--_space-4); }
.voice h2 { margin: 0; font-size: 1.25em; }
.voice h3 { margin: 0 0 var(--_space-2); font-size: 1.05em; }
.voice-compose { display: grid; grid-template-columns: minmax(220px, 300px) 1fr; gap: var(--_space-4); align-items: start; }
.voice-record { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-3); background: var(--_surface); display: grid; gap: var(--_space-2); }
.recorder { display: grid; gap: var(--_space-2); }
.recorder-row { display: flex; align-items: center; gap: var(--_space-2); flex-wrap: wrap; }
.timer { font-family: var(--_font-mono); font-size: 1.1em; display: inline-flex; align-items: center; gap: 6px; color: var(--_muted); }
.timer.on { color: var(--_danger); font-weight: 700; }
.rec-dot { width: 10px; height: 10px; border-radius: 50%; background: var(--_danger); animation: fms-blink 1s steps(2) infinite; }
@keyframes fms-blink { 50% { opacity: 0.2; } }
.hint, .muted { color: var(--_muted); margin: 0; }
.recorder-alert { margin: 0; color: var(--_danger); font-weight: 600; }
.file-pick { display: grid; gap: 4px; font-size: 0.92em; }
.preview { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); padding: var(--_space-2); background: var(--_surface-alt); border-radius: var(--_radius); }
.preview-title { margin: 0; width: 100%; font-weight: 600; }
.send-row { display: flex; align-items: center; gap: var(--_space-2); flex-wrap: wrap; }
.send-result { margin: 0; font-weight: 600; }
.send-result.success { color: var(--_success); }
.send-result.error { color: var(--_danger); }
.voice-list { display: grid; gap: var(--_space-2); }
.voice-filters { display: flex; flex-wrap: wrap; gap: var(--_space-3); align-items: flex-end; }
.voice-filters > .field { min-width: 160px; }
.nowrap { white-space: nowrap; font-variant-numeric: tabular-nums; }
.voice-filters .btn { margin-bottom: 4px; }
.now-playing audio { width: 100%; max-width: 480px; }
@media (max-width: 720px) { .voice-compose { grid-template-columns: 1fr; } }
`;
