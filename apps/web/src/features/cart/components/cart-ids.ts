/** Id of the cart panel, which the header's cart button controls. */
export const CART_PANEL_ID = 'cart-panel';
