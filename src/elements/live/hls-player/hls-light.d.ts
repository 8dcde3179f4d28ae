/** hls.js ships no types for its light build; its API is the full build's. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
