import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { PUBLIC_ROWS } from '../../../tests/support/authorization-rows.js';

describeMatrix('health, sign-in and public reads', PUBLIC_ROWS);
