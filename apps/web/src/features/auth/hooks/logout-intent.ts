/**
 * Set while the admin logs out on purpose. Clearing the session re-renders the guard before
 * the logout's own navigation lands, and the guard would otherwise send the admin to
 * /admin/login?redirect=<this page>; with the flag it waits instead. One flag per tab, like
 * the session itself; the login screen clears it when it mounts.
 */
let active = false;

export const logoutIntent = {
  start: () => {
    active = true;
  },
  end: () => {
    active = false;
  },
  isActive: () => active,
};
