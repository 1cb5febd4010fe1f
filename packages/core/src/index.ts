export * from './constants';
export * from './query-parameters';
export * from './messages';
export * from './schemas/index';
export * from './rules/index';
export * from './page-table/index';
export * from './page-data/index';
