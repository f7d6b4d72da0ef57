import type { Canvas } from './digital-traditional.ts';

const f = (n: number) => n.toFixed(1);

/** Torn-paper layers, halftone dots and stray marks on a warm ground. */
export function paintCollage({ w, h, palette, random }: Canvas): string {
  let pieces = '';
  for (let i = 0; i < 14; i++) {
    const pw = random.range(0.15, 0.55) * w;
    const ph = random.range(0.1, 0.45) * h;
    const x = random.range(-0.1, 0.9) * w;
    const y = random.range(-0.1, 0.9) * h;
    // Pattern fills are slow to rasterise, so only a few pieces get the halftone.
    const fill = i % 7 === 3 ? 'url(#dots)' : palette[1 + (i % 4)];
    pieces += `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" fill="${fill}" transform="rotate(${f(random.range(-18, 18))} ${f(x + pw / 2)} ${f(y + ph / 2)})" opacity="${f(random.range(0.75, 0.95))}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    pieces += `<line x1="${f(random.range(0, w))}" y1="${f(random.range(0, h))}" x2="${f(random.range(0, w))}" y2="${f(random.range(0, h))}" stroke="${palette[2]}" stroke-width="${f(random.range(1, 4))}"/>`;
  }
  pieces += `<circle cx="${f(random.range(0.2, 0.8) * w)}" cy="${f(random.range(0.2, 0.8) * h)}" r="${f(w * random.range(0.08, 0.16))}" fill="${palette[4]}"/>`;
  return `<defs><pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3.2" fill="${palette[2]}"/></pattern></defs>
<rect width="${w}" height="${h}" fill="${palette[0]}"/>${pieces}`;
}

/** A grid of quarter circles, half discs and stripes in a Bauhaus key. */
export function paintGridForms({ w, h, palette, random }: Canvas): string {
  const cols = 4;
  const size = w / cols;
  const rows = Math.ceil(h / size);
  let cells = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * size;
      const y = r * size;
      const bg = palette[random.int(0, 4)]!;
      const fg = palette[random.int(0, 4)]!;
      cells += `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" fill="${bg}"/>`;
      const kind = random.int(0, 3);
      if (kind === 0)
        cells += `<path d="M${f(x)} ${f(y)} h${f(size)} a${f(size)} ${f(size)} 0 0 1 ${f(-size)} ${f(size)} Z" fill="${fg}"/>`;
      else if (kind === 1)
        cells += `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.38)}" fill="${fg}"/>`;
      else if (kind === 2) {
        for (let s = 0; s < 5; s++)
          cells += `<rect x="${f(x)}" y="${f(y + (s * size) / 5)}" width="${f(size)}" height="${f(size / 10)}" fill="${fg}"/>`;
      } else
        cells += `<path d="M${f(x)} ${f(y + size)} a${f(size / 2)} ${f(size / 2)} 0 0 1 ${f(size)} 0 Z" fill="${fg}"/>`;
    }
  }
  return cells;
}

function studioBackdrop(w: number, h: number, palette: string[]): string {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="0.7" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[2]}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette[4]}"/><stop offset="0.35" stop-color="${palette[2]}"/><stop offset="0.75" stop-color="${palette[3]}"/><stop offset="1" stop-color="#1a1a1a"/></linearGradient>
<radialGradient id="shade" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${palette[0]}"/><stop offset="0.45" stop-color="${palette[2]}"/><stop offset="1" stop-color="${palette[4]}"/></radialGradient>
<filter id="blur"><feGaussianBlur stdDeviation="14"/></filter></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>`;
}

/** A thrown vessel lit from the left on a studio backdrop. */
export function paintVessel({ w, h, palette, random }: Canvas): string {
  const cx = w / 2;
  const base = h * 0.82;
  const top = h * random.range(0.2, 0.35);
  const belly = w * random.range(0.18, 0.3);
  const neck = w * random.range(0.05, 0.12);
  const foot = w * random.range(0.08, 0.14);
  const bellyY = top + (base - top) * random.range(0.45, 0.7);
  const d = `M${f(cx - neck)} ${f(top)} C${f(cx - neck)} ${f(top + 60)} ${f(cx - belly * 1.2)} ${f(bellyY - 80)} ${f(cx - belly)} ${f(bellyY)} C${f(cx - belly * 0.9)} ${f(base - 40)} ${f(cx - foot)} ${f(base - 10)} ${f(cx - foot)} ${f(base)} L${f(cx + foot)} ${f(base)} C${f(cx + foot)} ${f(base - 10)} ${f(cx + belly * 0.9)} ${f(base - 40)} ${f(cx + belly)} ${f(bellyY)} C${f(cx + belly * 1.2)} ${f(bellyY - 80)} ${f(cx + neck)} ${f(top + 60)} ${f(cx + neck)} ${f(top)} Z`;
  return `${studioBackdrop(w, h, palette)}
<ellipse cx="${f(cx + 30)}" cy="${f(base)}" rx="${f(belly * 1.3)}" ry="${f(h * 0.03)}" fill="#000" opacity="0.35" filter="url(#blur)"/>
<path d="${d}" fill="url(#body)"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(neck)}" ry="${f(neck * 0.25)}" fill="${palette[4]}"/>`;
}

/** Balanced stone-like forms stacked on a plinth. */
export function paintStackedForms({ w, h, palette, random }: Canvas): string {
  const cx = w / 2;
  let y = h * 0.8;
  let forms = '';
  for (let i = 0; i < 4; i++) {
    const rx = w * random.range(0.1, 0.22) * (1 - i * 0.12);
    const ry = rx * random.range(0.45, 0.8);
    y -= ry * 0.95;
    forms += `<ellipse cx="${f(cx + random.range(-20, 20))}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#shade)"/>`;
    y -= ry * 0.85;
  }
  const plinth = h * 0.8;
  return `${studioBackdrop(w, h, palette)}
<ellipse cx="${f(cx + 25)}" cy="${f(plinth)}" rx="${f(w * 0.3)}" ry="${f(h * 0.03)}" fill="#000" opacity="0.3" filter="url(#blur)"/>
<rect x="${f(cx - w * 0.22)}" y="${f(plinth)}" width="${f(w * 0.44)}" height="${f(h * 0.2)}" fill="${palette[1]}"/>${forms}`;
}
