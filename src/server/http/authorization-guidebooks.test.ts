import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { GUIDEBOOK_ROWS } from '../../../tests/support/authorization-rows.js';

describeMatrix('guidebooks and copies', GUIDEBOOK_ROWS);
