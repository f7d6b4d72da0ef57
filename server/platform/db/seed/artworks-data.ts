/** Aspect ratios the generator paints; roughly 0.6–0.8 megapixels keeps the first start quick. */
export const shapes = {
  square: [880, 880],
  portrait: [800, 1000],
  landscape: [1080, 720],
  tall: [720, 1080],
  wide: [1120, 630],
} as const;
export type Shape = keyof typeof shapes;

export type SeedArtwork = {
  artist: string;
  title: string;
  caption: string;
  tags: string[];
  shape: Shape;
  /** Whole MACS; null when not for sale. */
  price: number | null;
  /** Copies for sale; null for a unique piece. */
  edition: number | null;
};

type Row = [
  title: string,
  caption: string,
  tags: string[],
  shape: Shape,
  price: number | null,
  edition?: number,
];

const rowsByArtist: [string, Row[]][] = [
  [
    'maya',
    [
      [
        'Ash Glaze Moon Jar',
        'Wood-fired for four days; the ash settled like frost on the shoulder.',
        ['ceramics', 'moon jar', 'wood fired', 'stoneware'],
        'portrait',
        450,
      ],
      [
        'Tide Pool Cups',
        'A set of two cups glazed in the greens of low tide. Made to order in small batches.',
        ['ceramics', 'tableware', 'glaze'],
        'square',
        60,
        20,
      ],
      [
        'Cairn Vessel',
        'Stacked forms thrown separately and joined while leather-hard.',
        ['sculpture', 'stoneware', 'balance'],
        'tall',
        null,
      ],
      [
        'Kiln Weather I',
        'From the series shown in "Kiln Weather", Portland 2023.',
        ['ceramics', 'exhibition', 'wood fired'],
        'portrait',
        780,
      ],
      [
        'Celadon Study',
        'Testing a new celadon on a porcelain body.',
        ['porcelain', 'celadon', 'study'],
        'square',
        null,
      ],
      [
        'River Stone Set',
        'Small sculptures to hold; each one is different.',
        ['sculpture', 'tactile', 'stoneware'],
        'landscape',
        120,
        12,
      ],
    ],
  ],
  [
    'kai_nakamura',
    [
      [
        'Orbit Study No. 7',
        'Twenty-six ellipses around one bright point, rendered at dawn.',
        ['generative', 'orbits', 'code'],
        'square',
        null,
      ],
      [
        'Long Exposure',
        'Particles traced through a smooth field; every run is a new night.',
        ['generative', 'flow field', 'light'],
        'wide',
        240,
        50,
      ],
      [
        'Signal / Noise',
        'Order appearing from noise and dissolving back.',
        ['generative', 'abstract'],
        'landscape',
        null,
      ],
      [
        'Satellite Lullaby',
        'Slow orbits in teal and violet.',
        ['generative', 'orbits', 'teal'],
        'portrait',
        180,
        25,
      ],
      ['Night Loop', 'A loop I leave running on the studio wall.', ['generative', 'loop'], 'square', null],
    ],
  ],
  [
    'amara_okafor',
    [
      [
        'Harmattan Ridge',
        'Dry-season haze over the hills east of Enugu. Oil on linen, 90 × 60 cm.',
        ['oil painting', 'landscape', 'Nigeria'],
        'landscape',
        620,
      ],
      [
        'Evening Over Jos',
        'Plein-air study, the last ten minutes of light.',
        ['landscape', 'plein air', 'study'],
        'landscape',
        null,
      ],
      [
        'Market Morning',
        'Watercolour sketch from Balogun market.',
        ['watercolour', 'sketch', 'Lagos'],
        'portrait',
        140,
        30,
      ],
      [
        'Blue Hour, Lekki',
        'The lagoon just after sunset.',
        ['oil painting', 'water', 'evening'],
        'wide',
        540,
      ],
      ['Three Hills', 'A quieter piece about distance.', ['landscape', 'minimal'], 'square', null],
    ],
  ],
  [
    'priya_raman',
    [
      [
        'Letters Home',
        'Collage of my grandmother’s letters, sari silk and screen-printed dots.',
        ['collage', 'memory', 'textile'],
        'square',
        null,
      ],
      [
        'Monsoon Archive',
        'Layers of paper soaked and dried through one monsoon.',
        ['collage', 'paper', 'mixed media'],
        'portrait',
        380,
      ],
      [
        'Migration Map',
        'Routes my family took, cut and re-joined.',
        ['collage', 'migration', 'print'],
        'landscape',
        null,
      ],
      [
        'Halftone Summer',
        'Screen-printed dots over found magazine pages.',
        ['screen print', 'halftone'],
        'square',
        95,
        40,
      ],
      ['Thread Count', 'Textile offcuts arranged by colour.', ['textile', 'mixed media'], 'tall', null],
    ],
  ],
  [
    'lena_fischer',
    [
      [
        'Faceted Dusk',
        'Low-poly sunset built from 400 triangles.',
        ['low poly', '3D', 'sunset'],
        'wide',
        150,
        30,
      ],
      ['Crystal Field', 'Cover art for an ambient record.', ['low poly', 'album cover'], 'square', null],
      ['Polygon Bloom', 'A flower that only exists in facets.', ['low poly', 'floral'], 'portrait', null],
      ['Glacier Shard', 'Cold colours, sharp edges.', ['low poly', 'ice', 'blue'], 'landscape', 210],
    ],
  ],
  [
    'diego_morales',
    [
      [
        'Neón Ofrenda',
        'Marigold orange against electric violet.',
        ['digital painting', 'neon', 'Día de Muertos'],
        'portrait',
        260,
      ],
      [
        'Xochimilco Lights',
        'Trajineras at night, painted live on stream.',
        ['digital painting', 'live painting'],
        'wide',
        null,
      ],
      ['Mercado Glow', 'Colour study from La Merced.', ['digital painting', 'color study'], 'square', null],
      [
        'Axolotl Dreams',
        'A print for the axolotl sanctuary fundraiser.',
        ['digital painting', 'print', 'charity'],
        'square',
        80,
        100,
      ],
      [
        'Calle de Noche',
        'Street corner in Roma Norte after rain.',
        ['digital painting', 'night', 'city'],
        'landscape',
        null,
      ],
    ],
  ],
  [
    'elodie_martin',
    [
      [
        'Poppies After Rain',
        'Loose watercolour, Arches cold-press.',
        ['watercolour', 'floral', 'poppies'],
        'portrait',
        130,
      ],
      [
        'Herbier I',
        'From the Provence herbarium series.',
        ['botanical', 'watercolour', 'herbarium'],
        'tall',
        90,
        15,
      ],
      [
        'Lavender Field',
        'Late June near Valensole.',
        ['watercolour', 'landscape', 'lavender'],
        'landscape',
        null,
      ],
      ['Wild Garden', 'Blooms painted wet-in-wet.', ['watercolour', 'floral'], 'square', null],
      ['Meadow Study', 'Twenty minutes, one brush.', ['watercolour', 'study'], 'square', null],
    ],
  ],
  [
    'tomas_silva',
    [
      ['Atlantic Ridge', 'Ink wash from the cliffs at Sagres.', ['ink', 'landscape', 'coast'], 'wide', 170],
      [
        'Azores Mist',
        'Residency sketchbook, São Miguel.',
        ['gouache', 'residency', 'sketchbook'],
        'landscape',
        null,
      ],
      ['Sintra Hills', 'Gouache on toned paper.', ['gouache', 'landscape'], 'landscape', null],
      ['Morning Fog', 'Three layers of grey.', ['ink', 'minimal'], 'portrait', null],
    ],
  ],
  [
    'jonah_brooks',
    [
      [
        'Orange Grid No. 3',
        'Acrylic on panel; the third of nine grids.',
        ['geometric', 'acrylic', 'orange'],
        'square',
        350,
      ],
      ['Half Moons', 'Risograph, two colours.', ['risograph', 'print', 'geometric'], 'square', 45, 60],
      [
        'Stripes and Arches',
        'Study for the Domino Park mural.',
        ['mural', 'study', 'geometric'],
        'portrait',
        null,
      ],
      ['Paper Cuts', 'Cut paper and tape, later scanned.', ['collage', 'paper'], 'landscape', null],
      ['Bauhaus Weekend', 'Made in one weekend, no undo.', ['geometric', 'bauhaus'], 'tall', null],
    ],
  ],
  [
    'sofia_lindqvist',
    [
      ['Balance IV', 'Limestone, four stones, no pins.', ['stone', 'balance', 'sculpture'], 'portrait', 1200],
      ['Quiet Weight', 'Bronze with a river-stone patina.', ['bronze', 'sculpture'], 'square', null],
      ['Cairn for Hammarby', 'Maquette for the public commission.', ['public art', 'maquette'], 'tall', null],
      [
        'Vessel in Bronze',
        'Lost-wax cast, edition of eight.',
        ['bronze', 'vessel', 'cast'],
        'portrait',
        900,
        8,
      ],
    ],
  ],
];

/**
 * Newest first: the first four are the spec's four feed posts (two priced, two not), then each
 * artist's work in turn.
 */
const feedSamples = ['Ash Glaze Moon Jar', 'Orbit Study No. 7', 'Harmattan Ridge', 'Letters Home'];

const all: SeedArtwork[] = rowsByArtist.flatMap(([artist, rows]) =>
  rows.map(([title, caption, tags, shape, price, edition]) => ({
    artist,
    title,
    caption,
    tags,
    shape,
    price,
    edition: edition ?? null,
  })),
);

export const seedArtworks: SeedArtwork[] = [
  ...feedSamples.map((title) => all.find((a) => a.title === title)!),
  ...all.filter((a) => !feedSamples.includes(a.title)),
];
