/**
 * @jest-environment node
 *
 * The user-writes gate's rules on what a cell saw (tests/e2e/support/write-checks.ts): a cell answers for its own
 * action's writes only, and a declared write that no cell made under its fault fails the gate.
 */
import type { UserWrite } from '../../e2e/support/user-writes';
import { USER_WRITES } from '../../e2e/support/user-writes';
import { actingMethod, missingCalls, undeclaredWrites, unexercisedWrites, writeOf, writesNoActionMakes } from '../../e2e/support/write-checks';

const noPage = () => {
	throw new Error( 'not used' );
};

function action( name: string, calls: Pick< UserWrite, 'call' | 'then' | 'opens' | 'prepares' > ): UserWrite {
	return { action: name, scenario: 'owner', route: '/dashboard', part: noPage, act: noPage, kept: noPage, saved: noPage, ...calls };
}

const switchOn = action( 'Switch on', { call: { method: 'POST', path: 'settings' } } );
const enable = action( 'Enable (step)', {
	opens: [ { method: 'POST', path: 'recommendations/step' } ],
	call: { method: 'POST', path: 'recommendations/data' },
	then: [ { method: 'POST', path: 'module/monitor/active' } ],
} );
const connect = action( 'Connect', { prepares: [ { method: 'POST', path: 'settings' } ], call: { method: 'POST', path: 'publicize/connections' } } );

describe( 'writeOf', () => {
	it.each( [
		[ 'POST', 'http://x/wp-json/jetpack/v4/settings?_locale=user', 'POST settings' ],
		[ 'POST', 'http://x/?rest_route=/jetpack/v4/module%2Fmonitor%2Factive&_locale=user', 'POST module/monitor/active' ],
		[ 'delete', 'http://x/wp-json/jetpack/v4/publicize/connections/1', 'DELETE publicize/connections/1' ],
		[ 'POST', 'http://x/wp-json/jetpack-dashboard/v1/notice/whats-new', 'POST notice/whats-new' ],
		[ 'POST', 'http://x/?rest_route=/jetpack-dashboard/v1/setup/questionnaire', 'POST setup/questionnaire' ],
		[ 'POST', 'http://x/wp-json/wpcom/v2/publicize/connections', null ],
		[ 'GET', 'http://x/wp-json/jetpack/v4/settings', null ],
		[ 'POST', 'http://x/wp-admin/admin-ajax.php?action=rest-nonce', null ],
		[ 'POST', 'http://x/wp-json/wp/v2/settings', null ],
	] )( '%s %s is %p', ( method, url, name ) => {
		expect( writeOf( method, url ) ).toBe( name );
	} );

	it( 'names a write by the method the site acts on', () => {
		expect( actingMethod( 'POST', { 'x-http-method-override': 'DELETE' } ) ).toBe( 'DELETE' );
		expect( actingMethod( 'post', {} ) ).toBe( 'POST' );
	} );
} );

describe( 'undeclaredWrites: each cell answers for its own action', () => {
	it( 'passes the writes the action declares: as the route opens, in the steps before, its own calls', () => {
		expect( undeclaredWrites( enable, [ 'POST recommendations/step', 'POST recommendations/data', 'POST module/monitor/active' ] ) ).toEqual( [] );
		expect( undeclaredWrites( connect, [ 'POST settings', 'POST publicize/connections' ] ) ).toEqual( [] );
	} );

	it( 'fails a write another action declares but this one does not', () => {
		// 'POST settings' is switchOn's own call: it does not excuse it in the step's cell.
		expect( undeclaredWrites( enable, [ 'POST recommendations/data', 'POST settings', 'POST settings' ] ) ).toEqual( [ 'POST settings' ] );
		expect( undeclaredWrites( switchOn, [ 'POST settings', 'POST module/monitor/active' ] ) ).toEqual( [ 'POST module/monitor/active' ] );
	} );
} );

describe( 'missingCalls', () => {
	it( 'names each own call the action did not make once the user acted', () => {
		expect( missingCalls( enable, [ 'POST recommendations/data' ] ) ).toEqual( [ 'POST module/monitor/active' ] );
		expect( missingCalls( enable, [ 'POST recommendations/data', 'POST module/monitor/active' ] ) ).toEqual( [] );
	} );

	it( 'does not count a write that only opened the route or prepared the action', () => {
		expect( missingCalls( connect, [ 'POST settings' ] ) ).toEqual( [ 'POST publicize/connections' ] );
	} );
} );

describe( 'unexercisedWrites: a declared write no cell made under its fault fails the gate', () => {
	const made = ( entries: Array< [ string, string[] ] > ) => new Map( entries.map( ( [ name, calls ] ) => [ name, new Set( calls ) ] ) );

	it( 'passes when every declared write was some action’s own call, made', () => {
		const exercised = made( [
			[ 'Switch on', [ 'POST settings' ] ],
			[ 'Enable (step)', [ 'POST recommendations/data', 'POST module/monitor/active' ] ],
			[ 'Connect', [ 'POST publicize/connections' ] ],
		] );
		// recommendations/step only opens the step: no action makes it, so no cell tried it.
		expect( unexercisedWrites( [ switchOn, enable, connect ], exercised ) ).toEqual( [ 'POST recommendations/step' ] );
	} );

	it( 'fails a write declared only in the steps before an action when no action’s cell made it', () => {
		const exercised = made( [ [ 'Connect', [ 'POST publicize/connections' ] ] ] );
		expect( unexercisedWrites( [ connect ], exercised ) ).toEqual( [ 'POST settings' ] );
	} );

	it( 'fails an own call whose cells never made it, even when another action’s cells made a different call', () => {
		const exercised = made( [
			[ 'Switch on', [] ],
			[ 'Enable (step)', [ 'POST recommendations/data', 'POST module/monitor/active', 'POST settings' ] ],
		] );
		expect( unexercisedWrites( [ switchOn, enable ], exercised ) ).toEqual( [ 'POST settings', 'POST recommendations/step' ] );
	} );
} );

describe( 'the declared actions', () => {
	it( 'declare no write that only opens a route or prepares an action: each is some action’s own call', () => {
		expect( writesNoActionMakes( USER_WRITES ) ).toEqual( [] );
	} );

	it( 'name each action once', () => {
		const names = USER_WRITES.map( ( write ) => write.action );
		expect( names.filter( ( name, index ) => names.indexOf( name ) !== index ) ).toEqual( [] );
	} );
} );
