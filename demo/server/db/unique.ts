/**
 * A write that checked a value was free and then wrote it can lose the value to a write of the same
 * instant on a PostgreSQL server, which runs transactions side by side (PGlite ran one at a time).
 * The unique index decides; the write that lost answers what its check would have answered.
 */

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * Runs `write`; a unique violation of one of the indexes named in `taken` throws that index's answer
 * instead (e.g. a 409 naming the field). Any other error passes through.
 */
export async function unlessTaken<T>(write: () => Promise<T>, taken: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = (error as { constraint?: string }).constraint;
    const answer = isUniqueViolation(error) && index ? taken[index] : undefined;
    if (answer) throw answer();
    throw error;
  }
}
