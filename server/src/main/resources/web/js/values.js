// Values the page reads from what a player types: pure functions (no DOM), run by node --test.

/**
 * A seed as typed: a whole number that fits in 64 bits, returned as its digits (null when empty) so
 * it reaches the server exactly; a JavaScript number would round any past 2^53.
 */
export function seedText(value) {
  const t = String(value ?? '').trim();
  if (t === '') return null;
  if (!/^-?\d{1,19}$/.test(t)) throw new Error('the seed must be a whole number');
  const n = BigInt(t);
  if (n > 9223372036854775807n || n < -9223372036854775808n) throw new Error('the seed must fit in 64 bits (at most 9223372036854775807)');
  return n.toString();
}
