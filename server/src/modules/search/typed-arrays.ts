/** Growing typed arrays, new room filled with a marker value. */
export function grownInt32(from: Int32Array, length: number, fill: number): Int32Array {
  if (from.length >= length) return from;
  const next = new Int32Array(length);
  next.set(from);
  if (fill !== 0) next.fill(fill, from.length);
  return next;
}

export function grownFloat64(from: Float64Array, length: number, fill: number): Float64Array {
  if (from.length >= length) return from;
  const next = new Float64Array(length);
  next.set(from);
  if (fill !== 0) next.fill(fill, from.length);
  return next;
}
