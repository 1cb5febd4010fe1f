export * from './constants';
export * from './messages';
export * from './schemas/index';
export * from './rules/index';
