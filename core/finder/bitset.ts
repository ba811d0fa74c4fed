/**
 * Fixed-size bitsets over document numbers, the workhorse of the facet engine: filtering is AND/OR
 * of words, and walking a result visits only its set bits.
 */
export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31);
}

export function fill(bits: Bitset, size: number): Bitset {
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

/** target &= other */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target |= other */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function count(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** Whether the two sets share a member (stops at the first shared word). */
export function intersects(a: Bitset, b: Bitset): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i]! & b[i]!) !== 0) return true;
  return false;
}
