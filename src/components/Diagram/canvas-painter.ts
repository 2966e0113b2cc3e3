import type { Painter, Stroke, TextStyle } from './paint';
import { TONES, type Tone } from './scene';

export type Palette = Record<Tone | 'background', string>;

/** Reads the figure colours from the site's CSS variables, so light and dark mode come from one place. */
export function readPalette(el: Element): Palette {
  const css = getComputedStyle(el);
  const palette = { background: css.getPropertyValue('--hb-fig-background').trim() || '#fff' } as Palette;
  for (const tone of TONES) palette[tone] = css.getPropertyValue(`--hb-fig-${tone}`).trim() || '#000';
  return palette;
}

const MATH_FONT = "KaTeX_Math, 'Times New Roman', serif";
const UI_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Draws into a 2D canvas context already scaled for the device pixel ratio. */
export class CanvasPainter implements Painter {
  constructor(
    private readonly ctx: CanvasRenderingContext2D,
    private readonly palette: Palette,
  ) {}

  private stroke(s: Stroke): void {
    const { ctx } = this;
    ctx.globalAlpha = s.alpha ?? 1;
    ctx.strokeStyle = this.palette[s.tone];
    ctx.lineWidth = s.width;
    ctx.setLineDash(s.dash ? [...s.dash] : []);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }

  polyline(points: readonly number[], stroke: Stroke): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let i = 2; i + 1 < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
    this.stroke(stroke);
  }

  polygon(points: readonly number[], tone: Tone, alpha = 1): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let i = 2; i + 1 < points.length; i += 2) ctx.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
    ctx.closePath();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = this.palette[tone];
    ctx.fill();
    ctx.globalAlpha = 1;
  }

  circle(cx: number, cy: number, r: number, stroke: Stroke | null, fill: { tone: Tone; alpha: number } | null): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(r, 0), 0, Math.PI * 2);
    if (fill) {
      ctx.globalAlpha = fill.alpha;
      ctx.fillStyle = this.palette[fill.tone];
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    if (stroke) this.stroke(stroke);
  }

  rect(x: number, y: number, w: number, h: number, stroke: Stroke, fill: { tone: Tone; alpha: number } | null): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    if (fill) {
      ctx.globalAlpha = fill.alpha;
      ctx.fillStyle = this.palette[fill.tone];
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    this.stroke(stroke);
  }

  text(x: number, y: number, text: string, style: TextStyle): void {
    const { ctx } = this;
    ctx.font = style.math ? `italic ${style.size}px ${MATH_FONT}` : `${style.size}px ${UI_FONT}`;
    ctx.textAlign = style.align;
    ctx.textBaseline = style.baseline === 'top' ? 'top' : style.baseline === 'bottom' ? 'bottom' : 'middle';
    ctx.setLineDash([]);
    if (style.halo) {
      ctx.lineWidth = 4;
      ctx.lineJoin = 'round';
      ctx.strokeStyle = this.palette.background;
      ctx.strokeText(text, x, y);
    }
    ctx.fillStyle = this.palette[style.tone];
    ctx.fillText(text, x, y);
  }
}
