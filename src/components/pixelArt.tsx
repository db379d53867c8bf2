/**
 * Draws pixel art from rows of characters, one character per pixel, so sprites stay
 * readable in the source. Horizontal runs of one colour become one <rect>.
 */
export interface PixelRun {
  x: number;
  y: number;
  width: number;
  key: string;
}

/** '.' is a transparent pixel; every other character is a palette key. */
export function toRuns(rows: readonly string[]): PixelRun[] {
  const runs: PixelRun[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x];
      let width = 1;
      while (row[x + width] === key) width += 1;
      if (key !== '.') runs.push({ x, y, width, key });
      x += width;
    }
  });
  return runs;
}

export function PixelRects({ runs, palette }: { runs: readonly PixelRun[]; palette: Record<string, string> }) {
  return (
    <>
      {runs.map((run) => (
        <rect key={`${run.x},${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill={palette[run.key]} />
      ))}
    </>
  );
}
