import { describeMatrix } from '../../../tests/support/authorization-check.js';
import { TRIP_ROWS } from '../../../tests/support/authorization-list-rows.js';

describeMatrix('trips and their tips', TRIP_ROWS);
