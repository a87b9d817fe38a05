/** Each read's answer, in its place. */
type Answers<R extends readonly unknown[]> = { -readonly [K in keyof R]: Awaited<R[K]> };

/**
 * Reads of one transaction that do not wait on each other, asked together: its connection
 * pipelines (connectDatabase), so each goes out without waiting for the answers before it, and
 * Postgres still runs them one after another, in the order they were asked.
 *
 * Settles once every one has, and fails then with the first failure: Promise.all would fail at
 * once, and withTenant would end the transaction and hand its connection back while a read that
 * goes on after an answer (a chained `.then`) could still send a statement, into whichever
 * transaction took the connection next.
 *
 * A value that needs no read (nothing to look up) stands in its place as it is.
 */
export async function together<const R extends readonly unknown[]>(reads: R): Promise<Answers<R>> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((read) => read.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((read) => (read as PromiseFulfilledResult<unknown>).value) as Answers<R>;
}
