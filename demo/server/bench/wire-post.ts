import { request, type Agent } from 'node:http';

/** What `postWire` read: the status, the answer's bytes as they came and their Content-Encoding. */
export interface WireAnswer { status: number; bytes: Buffer; contentEncoding: string | undefined }

/**
 * One POST over node:http, asking for `encoding`, whose answer is read as sent, without inflating it:
 * `fetch` would gunzip it in the bench's own process, on the cores the server shares, which a
 * browser does on its own machine and off its page's thread (the list load, the week's answer).
 */
export function postWire(url: string, options: { headers: Record<string, string>; body: string; encoding?: string; agent?: Agent }): Promise<WireAnswer> {
  const { headers, body, encoding = 'gzip', agent } = options;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'accept-encoding': encoding, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 500, bytes: Buffer.concat(chunks), contentEncoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
