/** The site connection card's place on the dashboard (docs/dashboard.md#who-sees-which-card): every user's. */
import { siteConnectionCard } from './site-connection.card';
import { factsFor, placing } from '../../../../tests/support/card-rules';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, NO_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../../tests/support/permissions';

it( 'sits in Connections; no module hides it, and it fetches nothing as the dashboard opens', () => {
	expect( placing( siteConnectionCard ) ).toEqual( { id: 'site-connection', title: 'Site connection', section: 'connections', module: undefined, start: undefined } );
} );

it.each( [ ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS, NO_PERMISSIONS ] )( 'is seen by every user (%#)', ( permissions ) => {
	expect( siteConnectionCard.sees( factsFor( permissions ) ) ).toBe( true );
} );
