/**
 * The Ads card's CCPA switch speaks of California visitors (docs/settings.md#ads), and its guidance shows once it is on.
 */
import { screen, within } from '@testing-library/react';
import { writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { setModules } from '../../../support/modules';
import { renderApp } from '../../../support/render';

const demo = setupDemoBackend();

beforeEach( () => {
	setModules( demo.backend, { wordads: true } );
	writeSettings( demo.backend.state, { wordads: true, wordads_ccpa_enabled: true } );
} );

it( 'names the CCPA switch for California site visitors', async () => {
	renderApp( demo.backend, { route: '#/traffic' } );
	const ads = within( await screen.findByRole( 'region', { name: 'Ads' } ) );
	const ccpa = await ads.findByRole( 'checkbox', { name: 'Enable targeted advertising to California site visitors (CCPA)' } );
	expect( ccpa ).toBeChecked();
	expect( ads.getByText( /Visitors in California must be able to opt out/ ) ).toBeVisible();
} );
