import type { ArtistCategory } from '#server/domains/artists/tables.ts';
import type { Random } from './random.ts';

/** Hand-picked palettes per category: the seed world should look curated, not random. */
const palettes: Record<ArtistCategory, string[][]> = {
  'digital-art': [
    ['#0b1026', '#3a0ca3', '#7209b7', '#f72585', '#4cc9f0'],
    ['#020617', '#0f766e', '#14b8a6', '#a7f3d0', '#f0abfc'],
    ['#10002b', '#240046', '#5a189a', '#ff9e00', '#ffd60a'],
    ['#03071e', '#023e8a', '#00b4d8', '#90e0ef', '#ff006e'],
  ],
  traditional: [
    ['#f4efe6', '#d9c5a0', '#8c6b4f', '#3d5a4c', '#1f3b4d'],
    ['#fbf6ee', '#e9b872', '#c8553d', '#588b8b', '#2f4858'],
    ['#f6f1e7', '#a3b18a', '#588157', '#3a5a40', '#344e41'],
    ['#fdf8f0', '#f2cc8f', '#e07a5f', '#81b29a', '#3d405b'],
  ],
  'mixed-media': [
    ['#efe9e1', '#e63946', '#1d3557', '#457b9d', '#f1c40f'],
    ['#f2efe8', '#264653', '#2a9d8f', '#e9c46a', '#e76f51'],
    ['#ede6db', '#111111', '#d62828', '#f77f00', '#003049'],
    ['#f7f3ec', '#6d597a', '#b56576', '#e56b6f', '#eaac8b'],
  ],
  sculpture: [
    ['#e9e4dc', '#cfc6b8', '#a68a64', '#7f5539', '#3b2f2f'],
    ['#e5e7eb', '#9ca3af', '#6b7280', '#374151', '#b08968'],
    ['#efe7da', '#d4a373', '#bc6c25', '#606c38', '#283618'],
    ['#e8edf0', '#a9c5d3', '#5c8fa8', '#2e5e77', '#c9a66b'],
  ],
};

export function pickPalette(category: ArtistCategory, random: Random): string[] {
  return random.pick(palettes[category]);
}
