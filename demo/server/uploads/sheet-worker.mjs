// The worker thread's entry: plain JavaScript, so it starts the same under tsx, vitest and node, then
// loads the TypeScript parse through tsx's API (a loader flag in a Node 20 worker's execArgv is not
// honoured).
import { tsImport } from 'tsx/esm/api';

await tsImport('./sheet-parse.ts', import.meta.url);
