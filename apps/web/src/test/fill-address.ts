import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { BUYER_ADDRESS } from './factories';

/**
 * Types BUYER_ADDRESS into the shipping address fields (inside `container`, or anywhere on the
 * page). The country stays the United States, the form's default, so the state is chosen.
 */
export async function fillBuyerAddress(user: UserEvent, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  await user.type(scope.getByLabelText('Address'), BUYER_ADDRESS.line1);
  await user.type(scope.getByLabelText('City'), BUYER_ADDRESS.city);
  await user.selectOptions(scope.getByLabelText('State'), BUYER_ADDRESS.region);
  await user.type(scope.getByLabelText('ZIP code'), BUYER_ADDRESS.postal_code);
}
