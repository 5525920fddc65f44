import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { COMPANION_ROWS } from '../../../tests/support/authorization-companion-rows.js';

describeMatrix('travel companions', COMPANION_ROWS);
