/**
 * A page of rows that each carry the whole result's `total` (`count(*) over ()`), split into the rows
 * and the total. A page past the end has no row to carry the count: `countAll` asks for it alone then.
 */
export async function pagedRows<Row extends { total: string | number | bigint }>(
  found: readonly Row[],
  page: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Array<Omit<Row, 'total'>>; total: number }> {
  const total = found.length > 0 ? Number(found[0]!.total) : page > 1 ? await countAll() : 0;
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}
