// Wire contract of the shop API: TypeBox schemas the API validates with, and their static types for
// the front ends (`import type { Product } from '@shop/shared/contract'`).
export * from './account-details';
export * from './account-orders';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './common';
export * from './company';
export * from './constants';
export * from './content';
export * from './deployment';
export * from './desk-staff';
export * from './document';
export * from './favourite';
export * from './gear-list';
export * from './invoice';
export * from './lookup';
export * from './order';
export * from './order-history';
export * from './order-update';
export * from './price-offer';
export * from './project';
export * from './registration';
export * from './remote-failure';
export * from './safe-input';
export * from './server-render';
export * from './site';
