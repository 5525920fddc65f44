import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { GUIDEBOOK_ROWS } from '../../../tests/support/authorization-list-rows.js';

describeMatrix('guidebooks and copies', GUIDEBOOK_ROWS);
