import { expect, type Page } from '@playwright/test';

/** Finds an order in /admin/orders by its number and opens it; returns the orders table. */
export async function openAdminOrder(adminPage: Page, orderNumber: string) {
  await adminPage.goto('/admin/orders');
  await adminPage.getByLabel('Search orders').fill(orderNumber);
  // The search reaches the address after a pause; a click before that would be undone by it.
  await expect(adminPage).toHaveURL(new RegExp(`[?&]q=${orderNumber}(&|$)`));
  const table = adminPage.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Awaiting payment');
  await table.getByRole('link', { name: orderNumber }).click();
  await expect(
    adminPage.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
  ).toBeVisible();
}

/** "Mark paid" on the open order's screen, confirmed; returns its actions region. */
export async function markOrderPaid(adminPage: Page, orderNumber: string) {
  const actions = adminPage.getByRole('region', { name: 'Order actions' });
  await actions.getByRole('button', { name: 'Mark paid' }).click();
  await adminPage
    .getByRole('alertdialog', { name: `Mark ${orderNumber} as paid?` })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await expect(adminPage.getByText('Order marked paid')).toBeVisible();
  return actions;
}
