/** A notification as the server lists it. */
export function message(n: number, extra: Record<string, unknown> = {}) {
  return { uid: `m-${n}`, type: 'event', code: 'speeding', category: 5, title: '超速', content: `KEA-100${n} 超速`, createdAt: Date.now() - n * 60_000, ...extra };
}
