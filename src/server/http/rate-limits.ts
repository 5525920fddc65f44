import { apiDocsContracts } from '../../shared/contracts/api-docs.js';
import { authContracts } from '../../shared/contracts/auth.js';
import { companionContracts } from '../../shared/contracts/companions.js';
import { emailVerificationContracts } from '../../shared/contracts/email-verification.js';
import type { Contract } from '../../shared/contracts/contract.js';
import { healthContracts } from '../../shared/contracts/health.js';
import { profileImageContracts } from '../../shared/contracts/images.js';
import { linkCardContracts } from '../../shared/contracts/link-cards.js';
import { importContracts } from '../../shared/contracts/imports.js';
import { mapContracts } from '../../shared/contracts/maps.js';
import { myDataContracts } from '../../shared/contracts/my-data.js';
import { notificationContracts } from '../../shared/contracts/notifications.js';
import { placeContracts } from '../../shared/contracts/places.js';
import { publicContracts } from '../../shared/contracts/public.js';
import { sharedGuidebookContracts } from '../../shared/contracts/shared-guidebooks.js';
import { followLinkContracts } from '../../shared/contracts/follow-links.js';

export interface RateLimit {
  /** Requests per client address and window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const perMinute = (max: number): RateLimit => ({ max, windowMs: MINUTE });
const perHour = (max: number): RateLimit => ({ max, windowMs: HOUR });

/** Sign-ups per target e-mail (on top of the per-address limit): see docs/decisions/010. */
export const SIGN_UPS_PER_EMAIL = perHour(5);

/**
 * Reset requests per target e-mail (on top of the per-address limit): each one mails the account and
 * ends the link mailed before it, so no one may do either often.
 */
export const PASSWORD_RESETS_PER_EMAIL = perHour(5);

/**
 * New verification links, per account and per client address (owner routes have no per-address row in
 * the table below): each one is a mail to an address nobody has proven yet.
 */
export const VERIFICATION_LINKS_PER_ACCOUNT = perHour(5);
export const VERIFICATION_LINKS_PER_ADDRESS = perHour(20);

/** Password changes per account: each one checks the current password, which must not be guessable. */
export const PASSWORD_CHANGES_PER_ACCOUNT = perHour(10);

/** New profile pictures per account: decoding and re-encoding an image is the costliest request. */
export const PROFILE_IMAGES_PER_ACCOUNT = perHour(30);

/** Files read for an import's preview per account, trips and guidebooks together: each is up to 5 MB. */
export const IMPORT_PREVIEWS_PER_ACCOUNT = perHour(30);

/** Imports added per account, trips and guidebooks together: each may add up to a list's 1,000 tips in one transaction. */
export const IMPORTS_PER_ACCOUNT = perHour(30);

/** "Download My Data" per account: each reads every list of the account. */
export const MY_DATA_DOWNLOADS_PER_ACCOUNT = perHour(30);

/** "Import My Data" per account: each may create thousands of tips in one transaction. */
export const MY_DATA_IMPORTS_PER_ACCOUNT = perHour(10);

/** Account deletions per account: each attempt checks the password, which must not be guessable. */
export const ACCOUNT_DELETIONS_PER_ACCOUNT = perHour(10);

/** "Send a test" of a webhook: each is a request to an address the owner chose, which may take 5 s. */
export const WEBHOOK_TESTS_PER_ACCOUNT = perHour(20);

/** Invites made (links and mails together; mails have their own daily limit, INVITE_MAILS_PER_DAY). */
export const INVITES_PER_ACCOUNT = perHour(60);

/** Invites accepted: a person joins a few lists, never in bursts. */
export const JOINS_PER_ACCOUNT = perMinute(20);

/**
 * Owner's trip pages drawn by the server, per account (the trip's API read has no limit of its own, being
 * a cached page): drawing a long list holds the instance for tens of milliseconds (decision 031).
 */
export const TRIP_PAGES_PER_ACCOUNT = perMinute(120);

/**
 * The unsubscribe link's page and its one-click POST (a page, not an API endpoint), per client address:
 * a mail provider posts from a few addresses for many people, a person opens it once.
 */
export const UNSUBSCRIBE_PER_ADDRESS = perMinute(60);

/** The language picker's form (decision 068): a person changes language now and then, never in bursts. */
export const LANGUAGE_CHOICES_PER_ADDRESS = perMinute(30);

/**
 * Every public endpoint and its limit per client address (README lists this table). A public route
 * that is missing here is refused at start-up. `unlimited` is a decision, with its reason.
 */
export const PUBLIC_RATE_LIMITS: readonly (readonly [Contract, RateLimit | 'unlimited'])[] = [
  // Load balancers poll it; it answers from one trivial query.
  [healthContracts.health, 'unlimited'],
  [apiDocsContracts.openApi, perMinute(60)],
  [authContracts.session, perMinute(300)],
  [authContracts.signUp, perHour(20)],
  [authContracts.signIn, perMinute(10)],
  [authContracts.signOut, perMinute(60)],
  [authContracts.requestPasswordReset, perMinute(5)],
  [authContracts.resetPassword, perMinute(10)],
  [emailVerificationContracts.verifyEmail, perMinute(10)],
  [publicContracts.tripById, perMinute(120)],
  [publicContracts.tripByShareToken, perMinute(120)],
  [publicContracts.sharedFavorites, perMinute(120)],
  [publicContracts.tripSharedFavorites, perMinute(120)],
  [publicContracts.submitTips, perMinute(20)],
  // A follow link is made once per send; its page reads its view again whenever its trip changes.
  [followLinkContracts.createFollowLink, perMinute(20)],
  [followLinkContracts.followView, perMinute(120)],
  [followLinkContracts.followEvents, perMinute(60)],
  [followLinkContracts.deleteFollowLink, perMinute(20)],
  // Each new address is sent a confirmation mail: few per hour.
  [followLinkContracts.setFollowEmail, perHour(10)],
  [followLinkContracts.removeFollowEmail, perMinute(20)],
  [sharedGuidebookContracts.sharedGuidebook, perMinute(120)],
  // A file is saved now and then, not read on every view.
  [sharedGuidebookContracts.exportSharedGuidebook, perMinute(30)],
  // Search as you type, debounced: a busy minute of tagging stays well under it.
  [placeContracts.searchPlaces, perMinute(120)],
  [placeContracts.placeDetails, perMinute(60)],
  [placeContracts.placeFromLink, perMinute(30)],
  // Once per map page opened.
  [mapContracts.mapStyle, perMinute(120)],
  // One picture per map page opened, kept by the browser for 30 days; drawn once, then kept in memory.
  [mapContracts.mapPicture, perMinute(120)],
  // Avatars: a page may show dozens, though browsers keep each for good (its address is its hash).
  [profileImageContracts.readImage, perMinute(600)],
  // Fetched by a chat app once per link it shows, and drawn at most once per change of its list.
  [linkCardContracts.linkCardPicture, perMinute(60)],
  // An invite's page reads what it opens once, and again after sign-in.
  [companionContracts.previewInvite, perMinute(30)],
];

/** A limit per signed-in account: the counter it shares with other routes, and the 429's words. */
export interface AccountRateLimit extends RateLimit {
  counter: string;
  message: string;
}

const importPreviews: AccountRateLimit = {
  ...IMPORT_PREVIEWS_PER_ACCOUNT,
  counter: 'import-preview',
  message: 'Too many files read for an import. Please try again in an hour.',
};
const invites: AccountRateLimit = {
  ...INVITES_PER_ACCOUNT,
  counter: 'invite',
  message: 'Too many invites made. Please try again in an hour.',
};

const imports: AccountRateLimit = {
  ...IMPORTS_PER_ACCOUNT,
  counter: 'import',
  message: 'Too many imports. Please try again in an hour.',
};

/**
 * Owner endpoints limited per account (README lists them), counted as the request arrives: an account
 * over its limit is refused before its body (a 5 MB file, thousands of places) is read at all.
 */
export const ACCOUNT_RATE_LIMITS: readonly (readonly [Contract, AccountRateLimit])[] = [
  [
    profileImageContracts.uploadProfileImage,
    {
      ...PROFILE_IMAGES_PER_ACCOUNT,
      counter: 'profile-image',
      message: 'Too many new profile pictures. Please try again in an hour.',
    },
  ],
  [importContracts.previewTripImport, importPreviews],
  [importContracts.previewGuidebookImport, importPreviews],
  [importContracts.importIntoTrip, imports],
  [importContracts.importIntoGuidebook, imports],
  [
    myDataContracts.downloadMyData,
    {
      ...MY_DATA_DOWNLOADS_PER_ACCOUNT,
      counter: 'my-data-download',
      message: 'Too many downloads of your data. Please try again in an hour.',
    },
  ],
  [
    myDataContracts.importMyData,
    {
      ...MY_DATA_IMPORTS_PER_ACCOUNT,
      counter: 'my-data-import',
      message: 'Too many imports of your data. Please try again in an hour.',
    },
  ],
  [companionContracts.inviteToTrip, invites],
  [companionContracts.inviteToGuidebook, invites],
  [
    companionContracts.acceptInvite,
    {
      ...JOINS_PER_ACCOUNT,
      counter: 'invite-accept',
      message: 'Too many invites opened. Please try again in a few minutes.',
    },
  ],
  [
    notificationContracts.testWebhook,
    {
      ...WEBHOOK_TESTS_PER_ACCOUNT,
      counter: 'webhook-test',
      message: 'Too many test notifications. Please try again in an hour.',
    },
  ],
];

const limits = new Map(PUBLIC_RATE_LIMITS);

/** A public endpoint's limit (tests read the table rather than repeat it). */
export function rateLimitOf(contract: Contract): RateLimit {
  const limit = limits.get(contract);
  if (!limit || limit === 'unlimited') throw new Error(`${contract.method} ${contract.path} has no limit`);
  return limit;
}

/** The `config` of a public route: its limit from the table, or an error naming the missing row. */
export function rateLimitConfigFor(contract: Contract) {
  const limit = limits.get(contract);
  if (limit === undefined) {
    throw new Error(
      `${contract.method} ${contract.path} is public but has no row in PUBLIC_RATE_LIMITS (src/server/http/rate-limits.ts).`,
    );
  }
  return {
    config: {
      rateLimit: limit === 'unlimited' ? (false as const) : { max: limit.max, timeWindow: limit.windowMs },
    },
  };
}
