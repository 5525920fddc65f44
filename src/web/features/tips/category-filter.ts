import type { Category } from '../../../shared/categories.js';

/** A category tab: one of the eight categories, or every tip ("All"). */
export type CategoryFilter = Category | 'all';
