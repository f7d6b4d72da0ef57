import type { Random } from './random.ts';

export type Canvas = { w: number; h: number; palette: string[]; random: Random };

const f = (n: number) => n.toFixed(1);

/** Rings of light around an off-centre point on a night gradient. */
export function paintNeonOrbits({ w, h, palette, random }: Canvas): string {
  const cx = w * random.range(0.3, 0.7);
  const cy = h * random.range(0.3, 0.7);
  let rings = '';
  for (let i = 0; i < 26; i++) {
    const rx = random.range(0.08, 0.6) * w;
    const ry = rx * random.range(0.25, 1);
    const colour = palette[1 + (i % (palette.length - 1))]!;
    const ellipse = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(random.range(0, 180))} ${f(cx)} ${f(cy)})" fill="none" stroke="${colour}"`;
    const width = random.range(1, 4);
    // A wide faint stroke under a thin bright one reads as glow without a costly blur filter.
    rings += `${ellipse} stroke-width="${f(width * 5)}" opacity="0.12"/>${ellipse} stroke-width="${f(width)}" opacity="${f(random.range(0.45, 0.95))}"/>`;
  }
  return `<defs><radialGradient id="bg" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${rings}
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * 0.03)}" fill="${palette[4]}"/>`;
}

/** Strands following a smooth vector field, like long-exposure light trails. */
export function paintFlowField({ w, h, palette, random }: Canvas): string {
  const a = random.range(1.5, 4);
  const b = random.range(1.5, 4);
  let lines = '';
  for (let i = 0; i < 190; i++) {
    let x = random.range(0, w);
    let y = random.range(0, h);
    let d = `M${f(x)} ${f(y)}`;
    for (let s = 0; s < 40; s++) {
      const angle = Math.sin((x / w) * a * Math.PI) * Math.PI + Math.cos((y / h) * b * Math.PI) * Math.PI;
      x += Math.cos(angle) * 12;
      y += Math.sin(angle) * 12;
      d += ` L${f(x)} ${f(y)}`;
    }
    lines += `<path d="${d}" fill="none" stroke="${palette[1 + (i % 4)]}" stroke-width="${f(random.range(1.4, 4.5))}" stroke-linecap="round" opacity="${f(random.range(0.55, 0.95))}"/>`;
  }
  return `<rect width="${w}" height="${h}" fill="${palette[0]}"/>${lines}`;
}

/** A faceted low-poly field shading from one palette corner to the other. */
export function paintLowPoly({ w, h, palette, random }: Canvas): string {
  const cols = 10;
  const rows = Math.round((cols * h) / w);
  const pts: [number, number][][] = [];
  for (let r = 0; r <= rows; r++) {
    pts.push([]);
    for (let c = 0; c <= cols; c++) {
      const jx = c > 0 && c < cols ? random.range(-0.35, 0.35) : 0;
      const jy = r > 0 && r < rows ? random.range(-0.35, 0.35) : 0;
      pts[r]!.push([((c + jx) * w) / cols, ((r + jy) * h) / rows]);
    }
  }
  let tris = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [p, q, s, t] = [pts[r]![c]!, pts[r]![c + 1]!, pts[r + 1]![c]!, pts[r + 1]![c + 1]!];
      for (const tri of [
        [p, q, t],
        [p, t, s],
      ]) {
        const mix = (c / cols + r / rows) / 2 + random.range(-0.12, 0.12);
        const colour = palette[Math.min(4, Math.max(0, Math.round(mix * 4)))]!;
        tris += `<polygon points="${tri.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${colour}" stroke="${colour}" stroke-width="0.6" opacity="${f(random.range(0.8, 1))}"/>`;
      }
    }
  }
  return `<rect width="${w}" height="${h}" fill="${palette[0]}"/>${tris}`;
}

function ridge(w: number, base: number, roughness: number, random: Random): string {
  const n = 24;
  let d = `M0 ${f(base)}`;
  let y = base;
  for (let i = 1; i <= n; i++) {
    y += random.range(-roughness, roughness);
    d += ` L${f((i * w) / n)} ${f(y)}`;
  }
  return d;
}

/** Layered ridges under a low sun, washed like watercolour on textured paper. */
export function paintLandscape({ w, h, palette, random }: Canvas): string {
  let layers = '';
  for (let i = 0; i < 4; i++) {
    const base = h * (0.45 + i * 0.13);
    layers += `<path d="${ridge(w, base, h * 0.035, random)} L${w} ${h} L0 ${h} Z" fill="${palette[1 + i]}" opacity="${f(0.75 + i * 0.06)}"/>`;
  }
  const sunX = w * random.range(0.2, 0.8);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<radialGradient id="sun"><stop offset="0.55" stop-color="${palette[2]}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette[2]}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${f(sunX)}" cy="${f(h * 0.32)}" r="${f(w * 0.12)}" fill="url(#sun)"/>${layers}`;
}

/** Soft overlapping blooms and stems, like a loose floral study. */
export function paintBlooms({ w, h, palette, random }: Canvas): string {
  let blooms = '';
  for (let i = 0; i < 22; i++) {
    const x = random.range(0.1, 0.9) * w;
    const y = random.range(0.1, 0.75) * h;
    blooms += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + random.range(-40, 40))}" y2="${f(h * 0.98)}" stroke="${palette[3]}" stroke-width="2" opacity="0.5"/>`;
    blooms += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(random.range(0.04, 0.11) * w)}" fill="url(#bloom${i % 3})" opacity="${f(random.range(0.5, 0.9))}"/>`;
  }
  // Radial fades give the soft watercolour edge that a blur filter would, at a fraction of the cost.
  const washes = [1, 2, 3]
    .map(
      (c, i) =>
        `<radialGradient id="bloom${i}"><stop offset="0.4" stop-color="${palette[c]}"/><stop offset="1" stop-color="${palette[c]}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  return `<defs>${washes}</defs><rect width="${w}" height="${h}" fill="${palette[0]}"/>${blooms}`;
}
