import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { ACCOUNT_ROWS } from '../../../tests/support/authorization-rows.js';

describeMatrix('the account and the admin', ACCOUNT_ROWS);
