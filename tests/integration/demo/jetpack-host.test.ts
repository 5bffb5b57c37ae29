/**
 * The demo site's Jetpack host mode against the answers recorded from Jetpack's source: where it answers in
 * Jetpack's shape, the shape is the recorded one (a list where Jetpack sends a list, a bare text where it sends one),
 * and the routes Jetpack does not have are not there.
 */
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteName } from '../../../src/api/rest-routes';
import { ABSENT_ON_JETPACK, JETPACK_ANSWER_SHAPES } from '../../../src/demo/jetpack-host/answers';
import { JETPACK_ANSWERS } from '../../../src/jetpack-recorded/recorded-answers';
import { setupDemoBackend } from '../../support/demo-msw';
import { setModules } from '../../support/modules';

const demo = setupDemoBackend( 'jetpack-owner' );

/** The JSON kind of a value, and of a list's first item (an empty list stands for a list of anything). */
function shapeOf( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.length ? `list of ${ shapeOf( value[ 0 ] ) }` : 'list';
	}
	return value === null ? 'null' : typeof value;
}

const sameShape = ( answer: unknown, recorded: unknown ): boolean =>
	shapeOf( answer ) === shapeOf( recorded ) || ( shapeOf( answer ) === 'list' && shapeOf( recorded ).startsWith( 'list' ) );

/** The owner's scenario has Jetpack Social off; its routes answer only with it on. */
function turnSocialOn(): void {
	setModules( demo.backend, { publicize: true } );
}

/** What the site stores first, so that it answers as the recorded example does. */
const STORED: Partial< Record< RouteName, () => void > > = {
	recommendationsData: () =>
		demo.backend.update( ( state ) => {
			state.recommendations.data[ 'site-type-personal' ] = true;
		} ),
};

/** A body each write in Jetpack's shape is sent with here. */
const WRITES: Partial< Record< RouteName, unknown > > = {
	seenWooConnectionModal: undefined,
	updateTrackingSettings: { tracks_opt_out: true },
};

/** The query a read needs to be answered at all. */
const QUERIES: Partial< Record< RouteName, Record< string, string > > > = {
	stats: { range: 'day' },
};

/** The routes answered in Jetpack's shape, each called at its plain path (one with a path parameter is not). */
const SHAPED = ( Object.keys( JETPACK_ANSWER_SHAPES ) as RouteName[] ).filter(
	( name ) => ! REST_ROUTES[ name ].path.includes( '{' ) && ( REST_ROUTES[ name ].method === 'GET' || name in WRITES )
);

it.each( SHAPED )( 'answers %s in the shape recorded from Jetpack', async ( name ) => {
	const recorded = JETPACK_ANSWERS[ name ];
	if ( recorded.kind !== 'answers' ) {
		throw new Error( `${ name } is recorded as absent` );
	}
	STORED[ name ]?.();
	const { method, path } = REST_ROUTES[ name ];
	const answer = await apiRequest( { path: v4( path, QUERIES[ name ] ), method, data: WRITES[ name ] } );
	expect( { name, shape: shapeOf( answer ), same: sameShape( answer, recorded.body ) } ).toEqual( { name, shape: shapeOf( answer ), same: true } );
} );

it( 'refuses licensing/set-license to everyone, as Jetpack does unless a filter turns licence keys on', async () => {
	await expect( apiRequest( { path: v4( 'licensing/set-license' ), method: 'POST', data: { license: 'jetpack-nothing-here' } } ) ).rejects.toMatchObject( {
		status: 403,
		response: { code: 'invalid_user_permission_set_jetpack_license_key' },
	} );
} );

it( 'answers an empty list while no recommendations answer is stored, as Jetpack does', async () => {
	await expect( apiRequest( { path: v4( 'recommendations/data' ) } ) ).resolves.toEqual( [] );
} );

it.each( ABSENT_ON_JETPACK )( 'has no %s route, which Jetpack does not have or serves elsewhere', async ( name ) => {
	const recorded = JETPACK_ANSWERS[ name ];
	expect( recorded.kind === 'absent' || recorded.served !== undefined ).toBe( true );
	const { method, path } = REST_ROUTES[ name ];
	await expect( apiRequest( { path: v4( path ), method, data: method === 'GET' ? undefined : {} } ) ).rejects.toMatchObject( {
		status: 404,
		response: { code: 'rest_no_route' },
	} );
} );

it.each( [ 'socialConnections', 'socialServices' ] as const )( 'serves %s at wpcom/v2 with the fields recorded from Jetpack', async ( name ) => {
	const recorded = JETPACK_ANSWERS[ name ];
	if ( recorded.kind !== 'answers' || ! recorded.served ) {
		throw new Error( `${ name } is not recorded as served elsewhere` );
	}
	turnSocialOn();
	const answer = await apiRequest< Record< string, unknown >[] >( { path: `${ recorded.served.namespace }/${ recorded.served.path }` } );
	const [ example ] = recorded.body as Record< string, unknown >[];
	expect( answer.length ).toBeGreaterThan( 0 );
	for ( const item of answer ) {
		expect( Object.keys( item ).sort() ).toEqual( Object.keys( example ?? {} ).sort() );
	}
} );

it( 'serves Social at wpcom/v2 only as a Jetpack site', async () => {
	demo.reset( 'owner' );
	await expect( apiRequest( { path: 'wpcom/v2/publicize/connections' } ) ).rejects.toMatchObject( { status: 404, response: { code: 'rest_no_route' } } );
} );
