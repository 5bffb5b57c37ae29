import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installConsoleGuard } from '../support/console';

// CI machines have two cores shared by the jest workers: rendering the whole app can take longer than Testing
// Library's 1 s default wait, which made `findBy…` queries fail now and then without anything being wrong.
configure( { asyncUtilTimeout: 5000 } );
jest.setTimeout( 20000 );

installConsoleGuard();
