/**
 * The account connection card's place on the dashboard (docs/dashboard.md#who-sees-which-card): for those who may
 * connect an account.
 */
import { accountConnectionCard } from './account-connection.card';
import { factsFor, placing } from '../../../../tests/support/card-rules';
import { ADMIN_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../../tests/support/permissions';

it( 'sits in Connections; no module hides it, and it fetches nothing as the dashboard opens', () => {
	expect( placing( accountConnectionCard ) ).toEqual( {
		id: 'account-connection',
		title: 'Account connection',
		section: 'connections',
		module: undefined,
		start: undefined,
	} );
} );

it( 'is seen by those who may connect an account', () => {
	expect( accountConnectionCard.sees( factsFor( SUBSCRIBER_PERMISSIONS ) ) ).toBe( true );
	expect( accountConnectionCard.sees( factsFor( { ...ADMIN_PERMISSIONS, connect_user: false } ) ) ).toBe( false );
} );
