/**
 * The two enterprises of the demo data: A (the console's own) and B (another customer). A module
 * of their own: the seed fills them, and the open-API keys and the benches name them without
 * importing the seed's runner (which imports every domain, and with them the keys: a cycle).
 */
export const ENTERPRISES = { A: 'ent-a', B: 'ent-b' } as const;
