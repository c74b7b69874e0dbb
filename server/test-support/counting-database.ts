// A database that counts the statements sent through it, so tests can prove a call runs a fixed
// number of queries however much data it reads.
import type { Database, Queryable } from '../db/database';

export interface CountingDatabase {
  db: Database;
  /** Statements sent since the database was wrapped (transaction control not counted). */
  count(): number;
}

export function countingDatabase(inner: Database): CountingDatabase {
  let statements = 0;
  const counted = (q: Queryable): Queryable => ({
    query(sql, params) {
      statements += 1;
      return q.query(sql, params);
    },
    exec(sql) {
      statements += 1;
      return q.exec(sql);
    },
  });
  const db: Database = {
    kind: inner.kind,
    ...counted(inner),
    transaction: (fn) => inner.transaction((tx) => fn(counted(tx))),
    close: () => inner.close(),
    ...(inner.listen ? { listen: inner.listen.bind(inner) } : {}),
  };
  return { db, count: () => statements };
}
