import type { PaintingSpec } from './paintings';

type Palette = PaintingSpec['palette'];

/** Coast: sky top, sky at the horizon, sea, land, accent. */
export const COAST = {
  fog: ['#a9b4b8', '#e4e1d8', '#5f7a83', '#6d6650', '#c9a46a'],
  noon: ['#6f9fcf', '#e9e4d2', '#2f6183', '#6f6b3f', '#d9a441'],
  evening: ['#41527a', '#e7a66b', '#3a4d69', '#4e4536', '#f2c879'],
  winter: ['#8ea2b5', '#dfe3e4', '#44606f', '#b9b8b0', '#7a8c96'],
  storm: ['#4e5863', '#9aa1a0', '#33444f', '#4b4a3e', '#d8d1bd'],
} satisfies Record<string, Palette>;

/** Fields: sky top, sky at the horizon, tree line, meadow, accent. */
export const FIELD = {
  june: ['#8fb3d9', '#eee6cf', '#2e4a2b', '#86994a', '#e6bf3f'],
  october: ['#93a9bf', '#efdcc0', '#6b3b22', '#a8874a', '#c4512b'],
  marsh: ['#b2c0c8', '#efe8d6', '#3e5240', '#9b9a62', '#c98f5a'],
  dusk: ['#5a5f86', '#e9b58c', '#262a33', '#5e6a43', '#f0c36e'],
  snow: ['#9fb0c2', '#e8e6e1', '#3a4438', '#dcdcd6', '#8b6d5c'],
} satisfies Record<string, Palette>;

/** Still life: wall, wall low, cloth, table, the fruit or vessel. */
export const STILL = {
  pears: ['#3b3230', '#6d5a4e', '#e9e2d4', '#7a4e2d', '#b8a23a'],
  lemons: ['#4a4f4b', '#7d8279', '#efe9dc', '#5c3d29', '#e8c536'],
  redJug: ['#2f3338', '#5c6166', '#ddd6c6', '#6e4a32', '#b8402d'],
  blueBowl: ['#5b5148', '#8a7d6d', '#f1ece2', '#4a3526', '#3f6ea3'],
  plums: ['#2d2a33', '#4f4a5c', '#e4ddd0', '#5d3b2a', '#6b2f5a'],
  quince: ['#3f3a2e', '#6b6450', '#d9d3c4', '#4b3a2a', '#d6b43e'],
} satisfies Record<string, Palette>;

/** Colour fields: ground, then up to three bands, and an accent. */
export const FIELDS_OF_COLOUR = {
  ember: ['#2b1d1a', '#a8322d', '#d9862b', '#5a1f1c', '#f2c46d'],
  tidewater: ['#1e2a33', '#3f6f8f', '#9fb8c4', '#20394a', '#e0d7c3'],
  ochre: ['#e9e3d6', '#c9b27c', '#7f8f6a', '#b96b4c', '#3d3a33'],
  nightGarden: ['#3a2f3f', '#7a4f6d', '#d08b6a', '#4d6a7a', '#f1d3a0'],
} satisfies Record<string, Palette>;

/** Gestural abstracts: ground, then four paint colours. */
export const GESTURE = {
  harbour: ['#efe9dd', '#1f4e79', '#e0a33a', '#b8452f', '#6b8f71'],
  undertow: ['#f2eee6', '#2f3b45', '#c9d3d6', '#d96f3c', '#8aa3b0'],
  weather: ['#e7e1d3', '#5c7c4b', '#c2a24d', '#7d4e57', '#2b3a55'],
} satisfies Record<string, Palette>;
