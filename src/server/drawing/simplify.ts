/** The square of the distance from point `at` to the segment from `from` to `to` (indexes of x, y, …). */
function squaredDistance(points: number[], at: number, from: number, to: number): number {
  const startX = points[from] ?? 0;
  const startY = points[from + 1] ?? 0;
  const dx = (points[to] ?? 0) - startX;
  const dy = (points[to + 1] ?? 0) - startY;
  const x = (points[at] ?? 0) - startX;
  const y = (points[at + 1] ?? 0) - startY;
  const length = dx * dx + dy * dy;
  const share = length === 0 ? 0 : Math.max(0, Math.min(1, (x * dx + y * dy) / length));
  const offX = share * dx - x;
  const offY = share * dy - y;
  return offX * offX + offY * offY;
}

/**
 * A line (x, y, x, y, …) with the points left out that lie within `tolerance` of the line through those kept
 * (Douglas–Peucker): the whole world at tile zoom 0 has 80,000 points on 512 units, most of them closer
 * together than a tenth of one. Its ends are always kept.
 */
export function simplified(points: number[], tolerance: number): number[] {
  const count = points.length / 2;
  if (count <= 2) return points;
  const kept = new Uint8Array(count);
  kept[0] = 1;
  kept[count - 1] = 1;
  const spans = [0, count - 1];
  const limit = tolerance * tolerance;
  while (spans.length > 0) {
    const last = spans.pop() ?? 0;
    const first = spans.pop() ?? 0;
    let farthest = -1;
    let most = limit;
    for (let index = first + 1; index < last; index += 1) {
      const distance = squaredDistance(points, index * 2, first * 2, last * 2);
      if (distance > most) [farthest, most] = [index, distance];
    }
    if (farthest < 0) continue;
    kept[farthest] = 1;
    spans.push(first, farthest, farthest, last);
  }
  const out: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (kept[index]) out.push(points[index * 2] ?? 0, points[index * 2 + 1] ?? 0);
  }
  return out;
}
