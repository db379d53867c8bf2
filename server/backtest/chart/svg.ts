/** Small helpers for a hand-written SVG: no chart library, no new dependency. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const COLORS = { followed: '#2e7d32', held: '#9e9e9e', axis: '#555', text: '#222', better: '#2e7d32', worse: '#c62828' };

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attributes}>${escapeXml(content)}</text>`;
}

/** A polyline through the values, scaled into the box between min and max. */
export function polyline(values: readonly number[], box: Box, min: number, max: number, color: string): string {
  const span = max - min || 1;
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  const points = values.map((value, i) => `${(box.x + i * step).toFixed(1)},${(box.y + box.height - ((value - min) / span) * box.height).toFixed(1)}`);
  return `<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${points.join(' ')}"/>`;
}

export function rect(box: Box, fill: string, extra = ''): string {
  return `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, color = COLORS.axis, extra = ''): string {
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" ${extra}/>`;
}
