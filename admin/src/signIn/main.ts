import path from 'node:path';
import { writeSignInPage } from './writeSignInPage';

// Built to admin/dist-server/signIn.js, next to the client's dist/.
console.log(`wrote ${writeSignInPage(path.resolve(__dirname, '../dist'))}`);
