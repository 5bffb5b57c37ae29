/**
 * The demo backend against hostile input at the network boundary (docs/demo-site.md#safety): names that are not
 * the backend's own (`__proto__`, `constructor`, `toString`) are refused and never reach Object.prototype; the
 * dev API's fault list and the stored survey answers are bounded.
 */
import { setupDemoBackend, TEST_ORIGIN, TEST_REST_ROOT } from '../../support/demo-msw';

const demo = setupDemoBackend();

const PROTOTYPE_NAMES = [ '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf' ];

/** A REST call with the raw JSON text, so that `__proto__` travels as a key (an object literal would not keep it). */
async function rest( method: string, route: string, body?: string ) {
	const response = await fetch( `${ TEST_REST_ROOT }jetpack/v4/${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': demo.backend.nonce },
		body,
	} );
	return { status: response.status, body: ( await response.json() ) as Record< string, unknown > };
}

function devApi( method: string, route: string, body?: unknown ) {
	return fetch( `${ TEST_ORIGIN }/dev-api/${ route }`, {
		method,
		headers: { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
}

let prototypeNames: string[];
beforeEach( () => {
	prototypeNames = Object.getOwnPropertyNames( Object.prototype ).sort();
} );
afterEach( () => {
	// Whatever a test sent, no object of the process has gained a property.
	expect( Object.getOwnPropertyNames( Object.prototype ).sort() ).toEqual( prototypeNames );
	expect( ( {} as Record< string, unknown > ).activated ).toBeUndefined();
	expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
	expect( ( Object as unknown as Record< string, unknown > ).activated ).toBeUndefined();
} );

describe( 'names from the request', () => {
	it.each( PROTOTYPE_NAMES )( 'refuses %s as a setting name with a 400 and writes nothing', async ( name ) => {
		const before = demo.backend.state;
		for ( const value of [ 'true', '{"polluted":true}', '"x"' ] ) {
			const answer = await rest( 'POST', 'settings', `{"${ name }":${ value }}` );
			expect( answer.status ).toBe( 400 );
			expect( answer.body ).toMatchObject( { code: 'rest_invalid_param', data: { status: 400 } } );
		}
		expect( demo.backend.state ).toBe( before );
	} );

	it.each( PROTOTYPE_NAMES )( 'refuses %s as a module, a module option and a questionnaire answer', async ( name ) => {
		const before = demo.backend.state;
		const active = await rest( 'POST', `module/${ name }/active`, '{"active":true}' );
		expect( [ 400, 404 ] ).toContain( active.status );
		const read = await rest( 'GET', `module/${ name }` );
		expect( [ 400, 404 ] ).toContain( read.status );
		const option = await rest( 'POST', 'module/stats', `{"${ name }":true}` );
		expect( option.status ).toBe( 400 );
		const questionnaire = await rest( 'POST', 'setup/questionnaire', `{"${ name }":"x"}` );
		expect( questionnaire.status ).toBe( 400 );
		const notice = await rest( 'POST', `notice/${ name }`, '{"dismissed":true}' );
		expect( [ 400, 404 ] ).toContain( notice.status );
		expect( demo.backend.state ).toBe( before );
	} );

	it( 'refuses a role the site does not have even when every object has it', async () => {
		const answer = await rest( 'POST', 'settings', '{"count_roles":["administrator","constructor"]}' );
		expect( answer.status ).toBe( 400 );
	} );

	it( 'offers no plugin named after an object property', async () => {
		// A slug that is not a plugin directory's name is refused by the route's arguments; one that is, is not offered.
		for ( const [ slug, status ] of [
			[ '__proto__', 400 ],
			[ 'toString', 400 ],
			[ 'constructor', 404 ],
		] as const ) {
			const answer = await rest( 'POST', 'plugins', JSON.stringify( { slug, status: 'active' } ) );
			expect( answer.status ).toBe( status );
		}
	} );
} );

describe( 'the fault list', () => {
	it( 'keeps at most 50 faults and refuses the next with a clear message', async () => {
		for ( let index = 0; index < 50; index++ ) {
			expect( ( await devApi( 'POST', 'faults', { path: `module/${ index }`, status: 500 } ) ).status ).toBe( 200 );
		}
		const refused = await devApi( 'POST', 'faults', { path: 'settings', status: 500 } );
		expect( refused.status ).toBe( 400 );
		expect( await refused.json() ).toMatchObject( { code: 'invalid_fault', message: expect.stringContaining( '50' ) } );
		expect( demo.backend.faults ).toHaveLength( 50 );
		await devApi( 'DELETE', 'faults' );
		expect( ( await devApi( 'POST', 'faults', { path: 'settings', status: 500 } ) ).status ).toBe( 200 );
	} );

	it( 'refuses a fault body over 64 KB and a path over 2,000 characters', async () => {
		const body = await devApi( 'POST', 'faults', { path: 'settings', body: 'x'.repeat( 64 * 1024 + 1 ) } );
		expect( body.status ).toBe( 400 );
		expect( await body.json() ).toMatchObject( { message: expect.stringContaining( '64 KB' ) } );
		const path = await devApi( 'POST', 'faults', { path: 'a'.repeat( 2001 ), status: 500 } );
		expect( path.status ).toBe( 400 );
		expect( demo.backend.faults ).toEqual( [] );
		expect( ( await devApi( 'POST', 'faults', { path: 'settings', body: 'x'.repeat( 64 * 1024 ) } ) ).status ).toBe( 200 );
	} );
} );

describe( 'the disconnect survey', () => {
	const survey = ( response: string, text: string | null, extra: Record< string, unknown > = {} ) =>
		JSON.stringify( {
			site_id: 123456789,
			user_id: 90001,
			survey_id: 'jetpack-plugin-disconnect',
			survey_responses: { 'why-cancel': { response, text } },
			...extra,
		} );

	it( 'refuses an answer over 2,000 characters and stores nothing', async () => {
		const longText = await rest( 'POST', 'marketing/survey', survey( 'another-reason', 'x'.repeat( 2001 ) ) );
		const longReason = await rest( 'POST', 'marketing/survey', survey( 'r'.repeat( 2001 ), null ) );
		expect( [ longText.status, longReason.status ] ).toEqual( [ 400, 400 ] );
		expect( demo.backend.state.surveys ).toEqual( [] );
	} );

	it( 'keeps the last 50 answers, and only the survey’s own fields', async () => {
		for ( let index = 0; index < 55; index++ ) {
			const answer = await rest( 'POST', 'marketing/survey', survey( 'another-reason', `answer ${ index }`, { padding: 'y'.repeat( 1000 ) } ) );
			expect( answer.status ).toBe( 200 );
		}
		const surveys = demo.backend.state.surveys;
		expect( surveys ).toHaveLength( 50 );
		expect( surveys[ 0 ] ).toEqual( {
			site_id: 123456789,
			user_id: 90001,
			survey_id: 'jetpack-plugin-disconnect',
			survey_responses: { 'why-cancel': { response: 'another-reason', text: 'answer 5' } },
		} );
		expect( surveys[ 49 ] ).toMatchObject( { survey_responses: { 'why-cancel': { text: 'answer 54' } } } );
	} );
} );
