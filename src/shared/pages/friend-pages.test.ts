import { describe, expect, it } from 'vitest';
import { isFriendPage } from './page-table.js';

describe('isFriendPage', () => {
  it('serves the friend entry for the pages a link opens', () => {
    for (const path of [
      '/hello',
      '/hello/3f1c',
      '/rec/tok/',
      '/thank-you',
      '/thank-you/tok',
      '/shared-favorites/tok',
      '/shared-guidebook/tok',
      '/shared-guidebook/tok/',
    ]) {
      expect(isFriendPage(path), path).toBe(true);
    }
  });

  it('leaves the maps, the owner pages and anything else to the main app', () => {
    for (const path of [
      '/',
      '/auth',
      '/shared-guidebook',
      '/shared-guidebook/tok/map',
      '/shared-favorites/tok/map',
      '/hello/3f1c/map',
      '/guidebook/1',
      '/shared-guidebooks/tok',
    ]) {
      expect(isFriendPage(path), path).toBe(false);
    }
  });
});
