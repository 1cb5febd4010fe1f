import type { Availability } from '@atelier/core';
import type { FrameStyle } from './frame';
import type { PaintingSpec } from './paintings';
import { COAST, FIELD, FIELDS_OF_COLOUR, GESTURE, STILL } from './palettes';

export const COLLECTIONS = [
  { name: 'Landscapes', description: 'The coast and fields of midcoast Maine, painted outdoors and finished in the studio.' },
  { name: 'Still Life', description: 'Fruit, crockery and linen on the studio table, in north light.' },
  { name: 'Abstract', description: 'Colour fields and gestural work that start from the weather and the tide.' },
  { name: 'Preview', description: 'New paintings shown to subscribers before they are released.' },
] as const;
export type CollectionName = (typeof COLLECTIONS)[number]['name'];

export interface DemoArtwork {
  title: string;
  year: number;
  substrate: 'Canvas' | 'Linen' | 'Panel';
  /** Inches. */
  width: number;
  height: number;
  /** Whole US dollars. */
  price: number;
  availability: Availability;
  collections: CollectionName[];
  featured?: boolean;
  hidden?: boolean;
  painting: Pick<PaintingSpec, 'kind' | 'palette'>;
  frame?: FrameStyle;
  comments: string;
  accolades?: string[];
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** Listed newest first: the gallery's order. */
export const ARTWORKS: DemoArtwork[] = [
  { title: 'The Long Light, Monhegan', year: 2026, substrate: 'Linen', width: 48, height: 36, price: 9500, availability: 'available', collections: ['Landscapes'], featured: true, painting: { kind: 'coast', palette: COAST.evening }, comments: p('Painted over three September evenings from the headland above Lobster Cove, when the light comes in almost flat across the water.', 'I kept the sky thin and let the weave of the linen show through the warm ground.'), accolades: ["Juror's Award, Penobscot Bay Painters' Annual, 2026"] },
  { title: 'Fog Bank (Study)', year: 2026, substrate: 'Linen', width: 20, height: 16, price: 2400, availability: 'available', collections: ['Preview'], painting: { kind: 'coast', palette: COAST.fog }, comments: p('A quick study for a larger canvas: twenty minutes before the fog swallowed the island entirely.') },
  { title: 'Harbor Lights', year: 2026, substrate: 'Linen', width: 30, height: 24, price: 4600, availability: 'available', collections: ['Preview'], painting: { kind: 'coast', palette: COAST.storm }, comments: p('Rockland harbor on a November night, the breakwater lamp a single warm note against a lot of grey.') },
  { title: 'Quince and Pewter', year: 2026, substrate: 'Panel', width: 16, height: 16, price: 2200, availability: 'available', collections: ['Preview'], painting: { kind: 'still-life', palette: STILL.quince }, comments: p('Quinces from a neighbour’s tree, which smell better than they paint, and a pewter cup that reflects everything.') },
  { title: 'Ice Out', year: 2026, substrate: 'Panel', width: 24, height: 18, price: 2600, availability: 'available', collections: ['Preview'], painting: { kind: 'field', palette: FIELD.snow }, comments: p('The week the pond behind the studio finally let go of its ice. Mostly whites, none of them the same.') },
  { title: 'Still Life with Lemon', year: 2026, substrate: 'Panel', width: 10, height: 10, price: 900, availability: 'available', collections: ['Still Life'], painting: { kind: 'still-life', palette: STILL.lemons }, comments: p('A small morning painting, done in one sitting before the light moved off the table.') },
  { title: 'Undertow', year: 2025, substrate: 'Canvas', width: 36, height: 36, price: 5600, availability: 'available', collections: ['Abstract'], featured: true, painting: { kind: 'gesture', palette: GESTURE.undertow }, comments: p('Built up in layers and scraped back with a palette knife, the way the outgoing tide drags sand off the beach.'), accolades: ['Exhibited: “Pull,” Harbor Street Gallery, Camden, 2025'] },
  { title: 'Blueberry Barrens at Dusk', year: 2025, substrate: 'Canvas', width: 30, height: 30, price: 4200, availability: 'reserved', collections: ['Landscapes'], painting: { kind: 'field', palette: FIELD.dusk }, comments: p('The barrens near Cherryfield turn red in October; at dusk they go almost violet.') },
  { title: 'Plums in August', year: 2025, substrate: 'Panel', width: 12, height: 12, price: 1400, availability: 'available', collections: ['Still Life'], painting: { kind: 'still-life', palette: STILL.plums }, comments: p('Three plums and the blue-black shadow between them.') },
  { title: 'Morning Fog, Pemaquid', year: 2024, substrate: 'Linen', width: 36, height: 24, price: 4800, availability: 'available', collections: ['Landscapes'], featured: true, frame: 'walnut', painting: { kind: 'coast', palette: COAST.fog }, comments: p('Fog at Pemaquid rarely lifts all at once. I wanted the moment the far point comes back, before the colour does.', 'Shown here unframed and in a walnut moulding.'), accolades: ['Best in Show, Midcoast Plein Air Festival, 2024', 'Featured in “Painting the Maine Coast,” Tidewater Press, 2025'] },
  { title: 'Squall Line', year: 2024, substrate: 'Canvas', width: 30, height: 24, price: 3900, availability: 'available', collections: ['Landscapes'], painting: { kind: 'coast', palette: COAST.storm }, comments: p('Painted fast, with the easel weighted down with a bag of stones.') },
  { title: 'Three Pears on Linen', year: 2024, substrate: 'Panel', width: 20, height: 16, price: 2600, availability: 'available', collections: ['Still Life'], featured: true, frame: 'gilt', painting: { kind: 'still-life', palette: STILL.pears }, comments: p('Pears are patient sitters. These lasted nine days before they had to be eaten.'), accolades: ['Honorable Mention, New England Still Life Biennial, 2024'] },
  { title: 'Tidewater I', year: 2024, substrate: 'Canvas', width: 36, height: 48, price: 7800, availability: 'available', collections: ['Abstract'], featured: true, frame: 'black', painting: { kind: 'color-field', palette: FIELDS_OF_COLOUR.tidewater }, comments: p('The first of a series of colour fields taken from the bands of the Damariscotta River at slack water.', 'Thin glazes over an underpainting of raw umber.'), accolades: ['Exhibited: “Slack Water,” Waterline Arts Center, Belfast, 2024'] },
  { title: 'Night Garden', year: 2024, substrate: 'Linen', width: 40, height: 30, price: 5200, availability: 'available', collections: ['Abstract'], painting: { kind: 'color-field', palette: FIELDS_OF_COLOUR.nightGarden }, comments: p('Phlox and hostas after dark, remembered rather than observed.') },
  { title: 'High Tide at Owls Head', year: 2023, substrate: 'Canvas', width: 40, height: 30, price: 6200, availability: 'sold', collections: ['Landscapes'], painting: { kind: 'coast', palette: COAST.noon }, comments: p('A bright, windy noon with the water right up to the ledges.'), accolades: ['Private collection, Portland'] },
  { title: 'June Meadow, Damariscotta', year: 2023, substrate: 'Panel', width: 20, height: 16, price: 1800, availability: 'available', collections: ['Landscapes'], featured: true, frame: 'white', painting: { kind: 'field', palette: FIELD.june }, comments: p('Lupines had just gone over; the grass was all seed heads and yellow light.') },
  { title: 'Lemons and Blue Bowl', year: 2023, substrate: 'Linen', width: 18, height: 18, price: 2900, availability: 'available', collections: ['Still Life'], featured: true, painting: { kind: 'still-life', palette: STILL.blueBowl }, comments: p('A yellow and a blue that should fight, and don’t, because of the grey cloth between them.') },
  { title: 'Ember', year: 2023, substrate: 'Canvas', width: 30, height: 40, price: 6500, availability: 'sold', collections: ['Abstract'], painting: { kind: 'color-field', palette: FIELDS_OF_COLOUR.ember }, comments: p('Three reds stacked like coals in the wood stove at the end of the night.'), accolades: ['Collection of the Midcoast Maritime Library'] },
  { title: 'Salt Marsh, Late October', year: 2022, substrate: 'Panel', width: 24, height: 18, price: 2400, availability: 'available', collections: ['Landscapes'], featured: true, painting: { kind: 'field', palette: FIELD.october }, comments: p('The marsh grass turns the colour of a fox in October. Painted on site at Weskeag.') },
  { title: 'Red Jug', year: 2022, substrate: 'Canvas', width: 16, height: 20, price: 2100, availability: 'sold', collections: ['Still Life'], painting: { kind: 'still-life', palette: STILL.redJug }, comments: p('My grandmother’s jug, which has been in more of my paintings than any person.') },
  { title: 'Field Notes (Ochre)', year: 2022, substrate: 'Linen', width: 24, height: 30, price: 4400, availability: 'available', collections: ['Abstract'], painting: { kind: 'color-field', palette: FIELDS_OF_COLOUR.ochre }, comments: p('Hay, lichen and rust: the colours of a stone wall in a hayfield, without the wall.') },
  { title: 'Winter Harbor', year: 2021, substrate: 'Panel', width: 20, height: 20, price: 2200, availability: 'sold', collections: ['Landscapes'], painting: { kind: 'coast', palette: COAST.winter }, comments: p('Sea smoke over the harbor at eight below zero. My paint got stiff before I did.') },
  { title: 'Kitchen Table, Winter', year: 2021, substrate: 'Linen', width: 20, height: 24, price: 3200, availability: 'not_for_sale', collections: ['Still Life'], painting: { kind: 'still-life', palette: STILL.lemons }, comments: p('Painted the winter my daughter was born. It stays with the family.') },
  { title: 'Lobster Buoys', year: 2021, substrate: 'Panel', width: 24, height: 24, price: 2800, availability: 'available', collections: ['Abstract'], painting: { kind: 'gesture', palette: GESTURE.harbour }, comments: p('Stacked buoys on a wharf in Tenants Harbor, reduced to their colours and the rhythm of their stripes.') },
  { title: 'Ledges, Schoodic Point', year: 2020, substrate: 'Panel', width: 16, height: 12, price: 1200, availability: 'sold', collections: ['Landscapes'], painting: { kind: 'coast', palette: COAST.noon }, comments: p('Pink granite and black diabase dikes, with the surf coming through.') },
  { title: 'Onions and White Cloth', year: 2020, substrate: 'Panel', width: 16, height: 16, price: 1700, availability: 'available', collections: ['Still Life'], hidden: true, painting: { kind: 'still-life', palette: STILL.pears }, comments: p('An exercise in whites, kept back from the gallery for now.') },
  { title: 'Weather Report', year: 2019, substrate: 'Canvas', width: 24, height: 20, price: 2300, availability: 'available', collections: ['Abstract'], hidden: true, painting: { kind: 'gesture', palette: GESTURE.weather }, comments: p('Made while listening to the marine forecast every morning for a month. Being reworked.') },
  { title: 'Hayfield After Rain', year: 2019, substrate: 'Panel', width: 14, height: 11, price: 950, availability: 'available', collections: ['Landscapes'], painting: { kind: 'field', palette: FIELD.marsh }, comments: p('A small panel painted from the car with the window down.') },
  { title: 'Windfall Apples', year: 2019, substrate: 'Panel', width: 18, height: 14, price: 1600, availability: 'sold', collections: ['Still Life'], painting: { kind: 'still-life', palette: STILL.redJug }, comments: p('Apples from the old orchard on the hill, bruised and better for it.') },
  { title: 'Island Study No. 3', year: 2018, substrate: 'Panel', width: 10, height: 8, price: 800, availability: 'sold', collections: ['Landscapes'], painting: { kind: 'coast', palette: COAST.fog }, comments: p('One of a dozen small studies of Allen Island made from the same rock over one summer.') },
];
