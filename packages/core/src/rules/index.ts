/** Pure business rules shared by the web app and the server (no I/O). */
export * from './cart';
export * from './pagination';
export * from './content';
export * from './format';
export * from './artwork';
export * from './collections';
export * from './pricing';
export * from './slug';
export * from './head';
export * from './frame-costs';
export * from './places';
export * from './orders';
export * from './order-lifecycle';
export * from './hold-limits';
export * from './url';
export * from './site';
