import sharp from 'sharp';
import { shade } from './random';

export type FrameStyle = 'walnut' | 'black' | 'white' | 'gilt';

const FRAME_COLOURS: Record<FrameStyle, string> = {
  walnut: '#5b3a22',
  black: '#202020',
  white: '#ece8df',
  gilt: '#a8843f',
};

/**
 * The painting inside a mitred moulding: four bevelled sides lit from the top left, a thin
 * inner lip, and the painting whole inside (never cropped). Returns JPEG bytes.
 */
export async function renderFramed(painting: Buffer, style: FrameStyle): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(painting).metadata();
  const f = Math.round(Math.max(width, height) * 0.065);
  const lip = Math.max(2, Math.round(f * 0.12));
  const W = width + 2 * f;
  const H = height + 2 * f;
  const base = FRAME_COLOURS[style];
  const side = (points: string, light: number) =>
    `<polygon points="${points}" fill="${shade(base, light)}"/>`;
  const grain =
    style === 'walnut' || style === 'gilt'
      ? Array.from({ length: 24 }, (_, i) => {
          const inset = (f * (i + 0.5)) / 24;
          return `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${H - 2 * inset}" fill="none" stroke="${shade(base, i % 3 === 0 ? -0.2 : 0.12)}" stroke-opacity="0.35" stroke-width="${f / 60}"/>`;
        }).join('')
      : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">`,
    side(`0,0 ${W},0 ${W - f},${f} ${f},${f}`, 0.18),
    side(`0,0 ${f},${f} ${f},${H - f} 0,${H}`, 0.08),
    side(`${W},0 ${W},${H} ${W - f},${H - f} ${W - f},${f}`, -0.22),
    side(`0,${H} ${f},${H - f} ${W - f},${H - f} ${W},${H}`, -0.32),
    grain,
    `<rect x="${f - lip}" y="${f - lip}" width="${width + 2 * lip}" height="${height + 2 * lip}" fill="${shade(base, style === 'black' ? 0.25 : -0.35)}"/>`,
    `</svg>`,
  ].join('');
  return sharp(Buffer.from(svg))
    .composite([{ input: painting, left: f, top: f }])
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
