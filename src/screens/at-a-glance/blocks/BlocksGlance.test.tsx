/** The Blocks card against the demo backend (docs/dashboard.md#blocks): what it says, asking nothing. */
import { screen, within } from '@testing-library/react';
import { BlocksGlance } from './BlocksGlance';
import { setupDemoBackend, TEST_ADMIN_URL } from '../../../../tests/support/demo-msw';
import { renderWithStore } from '../../../../tests/support/render';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );

describe( 'Blocks', () => {
	const card = () => region( 'Blocks' );

	it.each( [ 'owner', 'offline' ] )( '%s: says what the plugin adds and links to the block editor, asking nothing', async ( scenario ) => {
		demo.reset( scenario );
		renderWithStore( <BlocksGlance />, demo.backend );
		expect( card() ).toHaveTextContent( 'Jetpack adds blocks to the block editor' );
		expect( within( card() ).getByRole( 'link', { name: 'Try them in the block editor' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }post-new.php` );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );
} );
