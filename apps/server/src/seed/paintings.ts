import sharp from 'sharp';
import { createRandom, shade, type Random } from './random';

/**
 * Painting-like demo pictures, drawn as SVG (soft colour fields under hundreds of short,
 * translucent brush strokes) and rendered by sharp at seed time: nothing is downloaded.
 */
export type PaintingKind = 'coast' | 'field' | 'still-life' | 'color-field' | 'gesture';

export interface PaintingSpec {
  kind: PaintingKind;
  seed: number;
  /** Five colours; their roles depend on the kind (sky, sky low, water or middle, land, accent). */
  palette: readonly [string, string, string, string, string];
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface StrokeStyle {
  count: number;
  /** Degrees; 0 is horizontal. */
  angle: number;
  spread: number;
  length: [number, number];
  weight: [number, number];
  opacity: [number, number];
  /** Butt ends read as scumbled, dragged paint; round ends as dabs. */
  cap?: 'round' | 'butt';
}

/** Short, slightly curved strokes with round ends, scattered over a box. */
function strokes(
  rnd: Random,
  box: Box,
  colours: readonly string[],
  s: StrokeStyle,
  jitter = 14,
): string {
  const out: string[] = [];
  for (let i = 0; i < s.count; i++) {
    const x = box.x + rnd.next() * box.w;
    const y = box.y + rnd.next() * box.h;
    const len = rnd.range(...s.length);
    const a = ((s.angle + rnd.range(-s.spread, s.spread)) * Math.PI) / 180;
    const dx = (Math.cos(a) * len) / 2;
    const dy = (Math.sin(a) * len) / 2;
    // The control point sits off the middle, across the stroke, to either side.
    const bend = rnd.range(-0.5, 0.5);
    const colour = shade(rnd.pick(colours), rnd.range(-0.08, 0.08), rnd, jitter);
    out.push(
      `<path d="M${r(x - dx)} ${r(y - dy)} Q${r(x - dy * bend)} ${r(y + dx * bend)} ${r(x + dx)} ${r(y + dy)}" stroke="${colour}" stroke-width="${r(rnd.range(...s.weight))}" stroke-opacity="${rnd.range(...s.opacity).toFixed(2)}"/>`,
    );
  }
  return `<g fill="none" stroke-linecap="${s.cap ?? 'round'}">${out.join('')}</g>`;
}

const r = (n: number) => Math.round(n * 10) / 10;

/** A wobbly horizon or ridge line from left to right, closed down to `bottom`. */
function ridge(
  rnd: Random,
  width: number,
  base: number,
  amplitude: number,
  bottom: number,
  steps = 9,
): string {
  const pts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const lift =
      i === 0 || i === steps ? 0 : rnd.range(0.3, 1) * amplitude * Math.sin((Math.PI * i) / steps);
    pts.push(`${r(x)} ${r(base - lift)}`);
  }
  return `M0 ${bottom} L${pts.join(' L')} L${width} ${bottom} Z`;
}

function coast(rnd: Random, p: PaintingSpec, w: number, h: number): string {
  const [skyTop, skyLow, sea, land, accent] = p.palette;
  const horizon = h * rnd.range(0.38, 0.52);
  const shore = h * rnd.range(0.72, 0.84);
  const unit = Math.max(w, h) / 100;
  const clouds = Array.from({ length: rnd.int(3, 6) }, () => {
    const cx = rnd.range(0, w);
    const cy = rnd.range(h * 0.05, horizon * 0.75);
    return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rnd.range(8, 22) * unit)}" ry="${r(rnd.range(2, 5) * unit)}" fill="${shade(skyLow, 0.45)}" opacity="0.55"/>`;
  }).join('');
  const headlandLeft = rnd.chance(0.5);
  const headlandPath = ridge(rnd, w * rnd.range(0.35, 0.6), horizon, h * 0.08, horizon + 2, 6);
  const flip = headlandLeft ? '' : ` transform="translate(${w} 0) scale(-1 1)"`;
  const headland = [
    `<clipPath id="headland"><path d="${headlandPath}"${flip}/></clipPath>`,
    `<path d="${headlandPath}" fill="${shade(land, -0.25)}"${flip}/>`,
    `<g clip-path="url(#headland)">`,
    strokes(
      rnd,
      { x: 0, y: horizon - h * 0.09, w, h: h * 0.1 },
      [shade(land, -0.35), shade(land, -0.15), shade(sea, -0.3)],
      {
        count: 80,
        angle: -10,
        spread: 30,
        length: [1.5 * unit, 4 * unit],
        weight: [0.4 * unit, 1 * unit],
        opacity: [0.3, 0.6],
      },
      8,
    ),
    `</g>`,
  ].join('');
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sea, -0.2)}"/><stop offset="1" stop-color="${shade(sea, 0.15)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${horizon + 2}" fill="url(#sky)"/>`,
    `<g filter="url(#soft)">${clouds}</g>`,
    strokes(rnd, { x: 0, y: 0, w, h: horizon }, [skyTop, skyLow, shade(skyLow, 0.3)], {
      count: 260,
      angle: 0,
      spread: 8,
      length: [3 * unit, 9 * unit],
      weight: [0.8 * unit, 2 * unit],
      opacity: [0.15, 0.4],
    }),
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>`,
    strokes(
      rnd,
      { x: 0, y: horizon, w, h: shore - horizon },
      [sea, sea, shade(sea, -0.25), shade(sea, 0.18), shade(skyLow, 0.1)],
      {
        count: 320,
        angle: 0,
        spread: 4,
        length: [2 * unit, 7 * unit],
        weight: [0.4 * unit, 1.2 * unit],
        opacity: [0.2, 0.5],
      },
    ),
    strokes(
      rnd,
      { x: 0, y: horizon, w, h: (shore - horizon) * 0.6 },
      ['#ffffff', shade(accent, 0.5)],
      {
        count: 40,
        angle: 0,
        spread: 2,
        length: [1 * unit, 3 * unit],
        weight: [0.2 * unit, 0.5 * unit],
        opacity: [0.3, 0.7],
      },
    ),
    headland,
    `<path d="${ridge(rnd, w, shore, h * 0.08, h)}" fill="${land}"/>`,
    strokes(
      rnd,
      { x: 0, y: shore - h * 0.04, w, h: h - shore + h * 0.04 },
      [land, land, shade(land, -0.3), shade(land, 0.2), accent],
      {
        count: 260,
        angle: -30,
        spread: 40,
        length: [2 * unit, 6 * unit],
        weight: [0.6 * unit, 1.6 * unit],
        opacity: [0.35, 0.75],
      },
    ),
  ].join('');
}

function field(rnd: Random, p: PaintingSpec, w: number, h: number): string {
  const [skyTop, skyLow, trees, meadow, accent] = p.palette;
  const horizon = h * rnd.range(0.3, 0.5);
  const unit = Math.max(w, h) / 100;
  const treeBlobs = Array.from({ length: 40 }, () => {
    const x = rnd.range(-unit * 4, w + unit * 4);
    return `<circle cx="${r(x)}" cy="${r(horizon - rnd.range(0, h * 0.07))}" r="${r(rnd.range(2, 6) * unit)}" fill="${shade(trees, rnd.range(-0.2, 0.1), rnd, 10)}"/>`;
  }).join('');
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(meadow, -0.1)}"/><stop offset="1" stop-color="${shade(meadow, 0.12)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    strokes(rnd, { x: 0, y: 0, w, h: horizon }, [skyTop, skyLow, shade(skyLow, 0.35)], {
      count: 240,
      angle: 10,
      spread: 25,
      length: [3 * unit, 8 * unit],
      weight: [0.8 * unit, 2.2 * unit],
      opacity: [0.15, 0.4],
    }),
    `<g filter="url(#soft)">${treeBlobs}</g>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#ground)"/>`,
    strokes(
      rnd,
      { x: 0, y: horizon, w, h: h - horizon },
      [meadow, shade(meadow, -0.25), shade(meadow, 0.25), accent],
      {
        count: 420,
        angle: -70,
        spread: 25,
        length: [2 * unit, 7 * unit],
        weight: [0.4 * unit, 1.3 * unit],
        opacity: [0.3, 0.75],
      },
    ),
    strokes(
      rnd,
      { x: 0, y: horizon + (h - horizon) * 0.5, w, h: (h - horizon) * 0.5 },
      [accent, shade(accent, 0.3)],
      {
        count: 60,
        angle: -80,
        spread: 20,
        length: [1 * unit, 3 * unit],
        weight: [0.4 * unit, 0.9 * unit],
        opacity: [0.5, 0.9],
      },
    ),
  ].join('');
}

function stillLife(rnd: Random, p: PaintingSpec, w: number, h: number): string {
  const [wall, wallLow, cloth, table, accent] = p.palette;
  const tableTop = h * rnd.range(0.55, 0.66);
  const unit = Math.max(w, h) / 100;
  const clothPath = `M${r(w * rnd.range(0.05, 0.3))} ${r(tableTop)} L${r(w * rnd.range(0.6, 0.9))} ${r(tableTop)} L${r(w * rnd.range(0.7, 1))} ${h} L${r(w * rnd.range(0, 0.2))} ${h} Z`;
  const objects: string[] = [];
  const count = rnd.int(2, 4);
  for (let i = 0; i < count; i++) {
    const cx = w * (0.2 + (0.6 * (i + 0.5)) / count) + rnd.range(-unit * 3, unit * 3);
    const size = Math.min(w, h) * rnd.range(0.07, 0.13);
    const base = tableTop + rnd.range(0.05, 0.2) * (h - tableTop);
    const colour =
      i === 0 ? accent : rnd.pick([accent, cloth, shade(accent, 0.3), shade(table, 0.4)]);
    objects.push(
      `<ellipse cx="${r(cx + size * 0.3)}" cy="${r(base)}" rx="${r(size * 1.2)}" ry="${r(size * 0.25)}" fill="#000" opacity="0.4" filter="url(#soft)"/>`,
    );
    if (rnd.chance(0.35)) {
      // A jug or vase: body, neck and lip.
      const tall = size * rnd.range(2.2, 3.2);
      objects.push(
        `<path d="M${r(cx - size)} ${r(base)} Q${r(cx - size * 1.3)} ${r(base - tall * 0.5)} ${r(cx - size * 0.4)} ${r(base - tall * 0.8)} L${r(cx - size * 0.45)} ${r(base - tall)} L${r(cx + size * 0.45)} ${r(base - tall)} L${r(cx + size * 0.4)} ${r(base - tall * 0.8)} Q${r(cx + size * 1.3)} ${r(base - tall * 0.5)} ${r(cx + size)} ${r(base)} Z" fill="url(#round${i})"/>`,
      );
    } else {
      objects.push(
        `<ellipse cx="${r(cx)}" cy="${r(base - size * 0.9)}" rx="${r(size)}" ry="${r(size * rnd.range(0.85, 1.05))}" fill="url(#round${i})"/>`,
      );
    }
    objects.push(
      `<radialGradient id="round${i}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(colour, 0.45)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.45)}"/></radialGradient>`,
    );
  }
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${shade(wall, -0.2)}"/><stop offset="1" stop-color="${wallLow}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    strokes(rnd, { x: 0, y: 0, w, h: tableTop }, [wall, wallLow, shade(wall, 0.15)], {
      count: 300,
      angle: 35,
      spread: 55,
      length: [4 * unit, 10 * unit],
      weight: [1.2 * unit, 3 * unit],
      opacity: [0.08, 0.25],
      cap: 'butt',
    }),
    `<rect y="${tableTop}" width="${w}" height="${h - tableTop}" fill="${table}"/>`,
    strokes(
      rnd,
      { x: 0, y: tableTop, w, h: h - tableTop },
      [table, shade(table, -0.15), shade(table, 0.1)],
      {
        count: 160,
        angle: 0,
        spread: 10,
        length: [4 * unit, 10 * unit],
        weight: [0.6 * unit, 1.6 * unit],
        opacity: [0.15, 0.4],
      },
    ),
    `<path d="${clothPath}" fill="${cloth}"/>`,
    `<clipPath id="cloth"><path d="${clothPath}"/></clipPath><g clip-path="url(#cloth)">`,
    strokes(
      rnd,
      { x: 0, y: tableTop, w, h: h - tableTop },
      [cloth, shade(cloth, -0.12), shade(cloth, 0.1)],
      {
        count: 140,
        angle: 5,
        spread: 15,
        length: [3 * unit, 9 * unit],
        weight: [0.6 * unit, 1.6 * unit],
        opacity: [0.2, 0.45],
      },
      6,
    ),
    `</g>`,
    objects.join(''),
  ].join('');
}

function colorField(rnd: Random, p: PaintingSpec, w: number, h: number): string {
  const [ground, a, b, c, accent] = p.palette;
  const bands = rnd.int(2, 3);
  const margin = Math.min(w, h) * rnd.range(0.06, 0.1);
  const unit = Math.max(w, h) / 100;
  const gap = h * 0.04;
  const heights = Array.from({ length: bands }, () => rnd.range(0.7, 1.3));
  const total = heights.reduce((s, x) => s + x, 0);
  let y = margin;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${ground}"/>`];
  parts.push(
    strokes(rnd, { x: 0, y: 0, w, h }, [ground, shade(ground, 0.1), shade(ground, -0.1)], {
      count: 200,
      angle: 0,
      spread: 90,
      length: [3 * unit, 8 * unit],
      weight: [1 * unit, 3 * unit],
      opacity: [0.1, 0.3],
      cap: 'butt',
    }),
  );
  [a, b, c].slice(0, bands).forEach((colour, i) => {
    const bh = ((h - margin * 2 - gap * (bands - 1)) * heights[i]!) / total;
    parts.push(
      `<rect x="${r(margin)}" y="${r(y)}" width="${r(w - margin * 2)}" height="${r(bh)}" fill="${colour}" filter="url(#soft)" opacity="0.95"/>`,
    );
    parts.push(
      strokes(
        rnd,
        { x: margin, y, w: w - margin * 2, h: bh },
        [colour, shade(colour, 0.07), shade(colour, -0.07), accent],
        {
          count: 140,
          angle: 0,
          spread: 3,
          length: [8 * unit, 20 * unit],
          weight: [1.5 * unit, 4 * unit],
          opacity: [0.05, 0.14],
          cap: 'butt',
        },
        6,
      ),
    );
    y += bh + gap;
  });
  return parts.join('');
}

function gesture(rnd: Random, p: PaintingSpec, w: number, h: number): string {
  const [ground, ...colours] = p.palette;
  const unit = Math.max(w, h) / 100;
  // Scumbled blocks of colour laid over each other, then dragged strokes and a few lines.
  const patches = Array.from({ length: 26 }, () => {
    const pw = rnd.range(10, 38) * unit;
    const ph = rnd.range(6, 26) * unit;
    const x = rnd.range(-0.1, 1) * w;
    const y = rnd.range(-0.1, 1) * h;
    const colour = shade(rnd.pick(colours), rnd.range(-0.15, 0.2), rnd, 10);
    return `<rect x="${r(x)}" y="${r(y)}" width="${r(pw)}" height="${r(ph)}" fill="${colour}" opacity="${rnd.range(0.35, 0.8).toFixed(2)}" transform="rotate(${r(rnd.range(-12, 12))} ${r(x + pw / 2)} ${r(y + ph / 2)})"/>`;
  }).join('');
  return [
    `<rect width="${w}" height="${h}" fill="${ground}"/>`,
    strokes(rnd, { x: 0, y: 0, w, h }, [ground, shade(ground, -0.08)], {
      count: 160,
      angle: 0,
      spread: 90,
      length: [4 * unit, 10 * unit],
      weight: [1 * unit, 3 * unit],
      opacity: [0.15, 0.4],
      cap: 'butt',
    }),
    patches,
    strokes(
      rnd,
      { x: 0, y: 0, w, h },
      colours,
      {
        count: 140,
        angle: rnd.range(-30, 30),
        spread: 25,
        length: [5 * unit, 16 * unit],
        weight: [1 * unit, 4 * unit],
        opacity: [0.2, 0.55],
        cap: 'butt',
      },
      16,
    ),
    strokes(rnd, { x: 0, y: 0, w, h }, [ground, '#f7f3ea'], {
      count: 30,
      angle: rnd.range(-30, 30),
      spread: 30,
      length: [4 * unit, 12 * unit],
      weight: [0.8 * unit, 2.5 * unit],
      opacity: [0.3, 0.6],
      cap: 'butt',
    }),
    strokes(rnd, { x: 0, y: 0, w, h }, ['#1d1b19'], {
      count: 5,
      angle: rnd.range(-80, 80),
      spread: 40,
      length: [10 * unit, 25 * unit],
      weight: [0.15 * unit, 0.35 * unit],
      opacity: [0.5, 0.8],
    }),
  ].join('');
}

const PAINTERS: Record<
  PaintingKind,
  (rnd: Random, p: PaintingSpec, w: number, h: number) => string
> = {
  coast,
  field,
  'still-life': stillLife,
  'color-field': colorField,
  gesture,
};

/** The painting as SVG source; the canvas weave and a soft-edge filter are shared by every kind. */
export function paintingSvg(spec: PaintingSpec): string {
  const { width: w, height: h } = spec;
  const rnd = createRandom(spec.seed);
  const unit = Math.max(w, h) / 100;
  const body = PAINTERS[spec.kind](rnd, spec, w, h);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${r(unit * 0.9)}"/></filter>`,
    `</defs>`,
    body,
    `</svg>`,
  ].join('');
}

/** A 4x4 tile of canvas weave, laid over the whole picture at low opacity. */
const WEAVE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><path d="M0 0.5H4M0.5 0V4" stroke="#000" stroke-width="0.7" stroke-opacity="0.09"/></svg>',
);

/**
 * Renders a painting to JPEG bytes, as a photograph of the canvas would arrive: the vector
 * edges are softened a little, then the weave shows through.
 */
export async function renderPainting(spec: PaintingSpec): Promise<Buffer> {
  return sharp(Buffer.from(paintingSvg(spec)))
    .blur(0.7)
    .composite([{ input: WEAVE, tile: true, blend: 'multiply' }])
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Pixel size of a painting whose longer side is `longSide`, at the proportions of its canvas. */
export function pixelSize(art: { width: number; height: number }, longSide: number) {
  return art.width >= art.height
    ? { width: longSide, height: Math.round((longSide * art.height) / art.width) }
    : { width: Math.round((longSide * art.width) / art.height), height: longSide };
}

/** FNV-1a of the title: each painting keeps its picture whatever the order of the list. */
function seedOf(title: string): number {
  let h = 0x811c9dc5;
  for (const ch of title) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** The demo painting of an artwork, its longer side `longSide` pixels: the same bytes every time. */
export const paintingOf = (
  art: {
    title: string;
    width: number;
    height: number;
    painting: Pick<PaintingSpec, 'kind' | 'palette'>;
  },
  longSide: number,
) => renderPainting({ ...art.painting, seed: seedOf(art.title), ...pixelSize(art, longSide) });
