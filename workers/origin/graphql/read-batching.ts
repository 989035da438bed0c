/**
 * One D1 round trip for the reads of a GraphQL query's fields that resolve side by side.
 *
 * graphql-js resolves the fields of a query concurrently: on `/facturen` the invoices, the linked
 * subscriptions and the delivery credits each start their own D1 read in the same turn of the event
 * loop, and each read is a round trip to D1 (a network hop in production, a serialised request to
 * the local D1 simulator here). `batchingReads(db)` hands resolvers a D1Database whose `first()` and
 * `all()` calls, and whose `batch()` calls, wait for the current turn to end and then go to D1
 * together as one `db.batch` (DataLoader's idea, for statements). Each caller gets exactly the
 * result it would have got on its own:
 * - a statement's `all()` its D1Result, `first()` its first row (or one column of it) or null;
 * - a `batch()` its results in order, and its statements still run in one transaction (the combined
 *   batch is one transaction, so a group never runs half);
 * - when the combined batch fails, every caller's group runs again on its own, so a failing
 *   statement fails only its caller (a failed D1 batch changes nothing, so running again is safe).
 * `run()` and `raw()` go straight to D1, as does everything but `prepare` and `batch`.
 *
 * Only query operations get it (handler.ts): their fields run concurrently anyway, so sending their
 * reads together does not change what any of them can see. Mutations keep the plain binding, whose
 * statements run in program order.
 */

interface Waiting {
  statements: D1PreparedStatement[];
  resolve: (results: D1Result[]) => void;
  reject: (error: unknown) => void;
}

/** Runs the waiting groups: together as one batch, or, when that fails, each group on its own. */
async function send(db: D1Database, waiting: Waiting[]): Promise<void> {
  if (waiting.length === 1) {
    const [only] = waiting as [Waiting];
    await db.batch(only.statements).then(only.resolve, only.reject);
    return;
  }
  let results: D1Result[];
  try {
    results = await db.batch(waiting.flatMap((group) => group.statements));
  } catch {
    await Promise.all(waiting.map((group) => db.batch(group.statements).then(group.resolve, group.reject)));
    return;
  }
  let at = 0;
  for (const group of waiting) {
    group.resolve(results.slice(at, at + group.statements.length));
    at += group.statements.length;
  }
}

/** D1's `first(column)`: the first row, or that column of it (D1 refuses a column the row does not have). */
function firstOf<T>(result: D1Result, column?: string): T | null {
  const row = (result.results[0] ?? null) as Record<string, unknown> | null;
  if (column === undefined || row === null) return row as T | null;
  if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
  return row[column] as T;
}

export function batchingReads(db: D1Database): D1Database {
  let waiting: Waiting[] = [];
  const later = (statements: D1PreparedStatement[]) =>
    new Promise<D1Result[]>((resolve, reject) => {
      if (waiting.length === 0) {
        // After the current turn: the sibling fields' resolvers have all started by then.
        setTimeout(() => {
          const due = waiting;
          waiting = [];
          void send(db, due);
        }, 0);
      }
      waiting.push({ statements, resolve, reject });
    });

  /** The real statement (D1's own `batch` reads its public fields), with reads that wait for the turn's batch. */
  const batching = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => batching(target.bind(...values));
        if (key === "all") return async () => (await later([target]))[0];
        if (key === "first") return async (column?: string) => firstOf((await later([target]))[0]!, column);
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (query: string) => batching(target.prepare(query));
      if (key === "batch") return (statements: D1PreparedStatement[]) => later(statements);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
