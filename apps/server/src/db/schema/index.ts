export * from './auth';
export * from './catalogue';
export * from './blog';
export * from './content';
export * from './audience';
export * from './system';
export * from './orders';
export * from './offers';
