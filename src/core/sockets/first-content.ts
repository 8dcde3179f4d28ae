/**
 * Work that can wait until a page's main content is drawn (issue 26, 5: /monitor's trucks before
 * socket.io). The console closes the gate while its first page loads (`awaitFirstPage`); a page
 * whose main content comes later holds it (`holdFirstContent`) until that content is drawn. Outside
 * the console (a partner's page, an element's test) nobody closes it, and nothing waits.
 */
let pageLoading = false;
let holds = 0;
const waiting: Array<() => void> = [];

function flush(): void {
  if (pageLoading || holds > 0) return;
  for (const resume of waiting.splice(0)) resume();
}

/** Closes the gate until `mounted` settles: by then the first page has taken its holds. */
export function awaitFirstPage(mounted: Promise<unknown>): void {
  pageLoading = true;
  const open = () => {
    pageLoading = false;
    flush();
  };
  void mounted.then(open, open);
}

/** Keeps the gate closed until the returned release is called (once is enough; more do nothing). */
export function holdFirstContent(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    flush();
  };
}

/** Resolves once the first page is mounted and no page holds its first content any longer. */
export function afterFirstContent(): Promise<void> {
  if (!pageLoading && holds === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
