import { describe, expect, it } from 'vitest';
import { apiDocsContracts } from '../api-docs.js';
import { authContracts } from '../auth.js';
import type { ContractTable, Endpoint } from '../contract.js';
import { fillPath } from '../contract.js';
import { authEndpoints } from './auth.js';
import { emailVerificationEndpoints } from './email-verification.js';
import { emailVerificationContracts } from '../email-verification.js';
import { mapEndpoints } from './maps.js';
import {
  copyEndpoints,
  guidebookEndpoints,
  guidebookTipEndpoints,
  sharedGuidebookEndpoints,
} from './guidebooks.js';
import { copyContracts } from '../copies.js';
import { guidebookTipContracts } from '../guidebook-tips.js';
import { guidebookContracts } from '../guidebooks.js';
import { sharedGuidebookContracts } from '../shared-guidebooks.js';
import { placeEndpoints } from './places.js';
import { adminEndpoints } from './admin.js';
import { profileEndpoints, profileImageEndpoints } from './profile.js';
import { publicEndpoints } from './public.js';
import { serviceEndpoints } from './service.js';
import { tipEndpoints } from './tips.js';
import { importEndpoints } from './imports.js';
import { importContracts } from '../imports.js';
import { myDataContracts } from '../my-data.js';
import { myDataEndpoints } from './my-data.js';
import { tripEndpoints } from './trips.js';
import { followLinkEndpoints } from './follow-links.js';
import { followLinkContracts } from '../follow-links.js';
import { tripSharingEndpoints } from './trip-sharing.js';
import { tripSharingContracts } from '../trip-sharing.js';
import { healthContracts } from '../health.js';
import { mapContracts } from '../maps.js';
import { placeContracts } from '../places.js';
import { profileContracts } from '../profile.js';
import { adminContracts } from '../admin.js';
import { profileImageContracts } from '../images.js';
import { publicContracts } from '../public.js';
import { tipContracts } from '../tips.js';
import { tripContracts } from '../trips.js';
import { notificationContracts } from '../notifications.js';
import { notificationEndpoints } from './notifications.js';
import { companionContracts } from '../companions.js';
import { companionEndpoints } from './companions.js';

const pairs: [ContractTable, Record<string, Endpoint>][] = [
  [authContracts, authEndpoints],
  [emailVerificationContracts, emailVerificationEndpoints],
  [tripContracts, tripEndpoints],
  [tipContracts, tipEndpoints],
  [publicContracts, publicEndpoints],
  [placeContracts, placeEndpoints],
  [mapContracts, mapEndpoints],
  [guidebookContracts, guidebookEndpoints],
  [guidebookTipContracts, guidebookTipEndpoints],
  [sharedGuidebookContracts, sharedGuidebookEndpoints],
  [copyContracts, copyEndpoints],
  [profileContracts, profileEndpoints],
  [profileImageContracts, profileImageEndpoints],
  [adminContracts, adminEndpoints],
  [importContracts, importEndpoints],
  [myDataContracts, myDataEndpoints],
  [tripSharingContracts, tripSharingEndpoints],
  [notificationContracts, notificationEndpoints],
  [followLinkContracts, followLinkEndpoints],
  [companionContracts, companionEndpoints],
  [{ ...healthContracts, ...apiDocsContracts }, serviceEndpoints],
];

describe('the browser’s endpoint tables', () => {
  it('name every contract with its own method and path, and nothing else', () => {
    for (const [contracts, endpoints] of pairs) {
      expect(Object.keys(endpoints).sort()).toEqual(Object.keys(contracts).sort());
      for (const [name, contract] of Object.entries(contracts)) {
        expect(endpoints[name], name).toEqual({ method: contract.method, path: contract.path });
      }
    }
  });
});

describe('fillPath', () => {
  it('encodes each parameter into its segment', () => {
    expect(fillPath('/api/trips/:id/recommendations', { id: 'a/b?c' })).toBe(
      '/api/trips/a%2Fb%3Fc/recommendations',
    );
  });

  it('refuses a path with a parameter left unfilled', () => {
    expect(() => fillPath('/api/trips/:id', {})).toThrow('Missing path parameter "id"');
  });
});
