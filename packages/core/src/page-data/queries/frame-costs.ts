import { DEFAULT_FRAME_COSTS, type FrameCosts } from '../../constants';
import { frameCostsFrom } from '../../rules/frame-costs';
import type { ApiQuery } from '../api-query';

/** The framing surcharges; the defaults (the same values) when the answer is not valid. */
export const frameCostsQuery = (): ApiQuery<FrameCosts> => ({
  key: ['settings', 'frame-costs'],
  path: '/settings/frame-costs',
  toData: (answer) => frameCostsFrom(answer) ?? DEFAULT_FRAME_COSTS,
});
