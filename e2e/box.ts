import { expect, type Locator } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box on screen (it must be visible). */
export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/** Fails when `over` (a toast, a notice) covers any part of one of `under`. */
export async function expectCoversNone(over: Locator, under: Record<string, Locator>) {
  const top = await boxOf(over);
  for (const [name, locator] of Object.entries(under))
    expect(overlap(top, await boxOf(locator)), `${over} covers ${name}`).toBe(false);
}
