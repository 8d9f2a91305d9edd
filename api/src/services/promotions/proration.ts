/**
 * Spreading an order-level amount over lines in proportion to their values, in whole paise, so that the shares add
 * up to the amount exactly (largest remainder, also called Hamilton's method). Pure: no database, no clock.
 *
 * Each line first gets floor(amount × value / total); the paise still missing go one each to the lines with the
 * largest remainders, ties to the earlier line. Same input, same split: the order, its invoice and its tax agree.
 */
export function prorate(amountPaise: number, valuesPaise: readonly number[]): number[] {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError(`amount must be whole non-negative paise, got ${amountPaise}`);
  for (const v of valuesPaise) if (!Number.isInteger(v) || v < 0) throw new RangeError(`line values must be whole non-negative paise, got ${v}`);
  const total = valuesPaise.reduce((sum, v) => sum + v, 0);
  if (amountPaise > total) throw new RangeError(`cannot spread ${amountPaise} paise over lines worth ${total}`);
  if (amountPaise === 0 || total === 0) return valuesPaise.map(() => 0);
  // BigInt: amount × value can pass 2^53 for large orders (₹2 crore × ₹2 crore in paise).
  const amount = BigInt(amountPaise);
  const sum = BigInt(total);
  const shares = valuesPaise.map((value, index) => {
    const exact = amount * BigInt(value);
    return { index, share: Number(exact / sum), remainder: exact % sum };
  });
  let missing = amountPaise - shares.reduce((s, x) => s + x.share, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const entry of byRemainder) {
    if (missing === 0) break;
    entry.share += 1;
    missing -= 1;
  }
  return shares.map((s) => s.share);
}
