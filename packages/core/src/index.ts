export * from './constants';
export * from './messages';
export * from './schemas/index';
export * from './rules/index';
export * from './query-keys';
export * from './routes';
