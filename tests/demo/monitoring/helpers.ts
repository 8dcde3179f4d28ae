import type { TestApp } from '../harness';

type Res = Awaited<ReturnType<TestApp['call']>>;

/** The file name of a download from its Content-Disposition header. */
export function downloadName(res: Res): string {
  const header = String(res.headers['content-disposition'] ?? '');
  return decodeURIComponent(header.replace(/^.*filename\*=UTF-8''/, ''));
}
