/**
 * The one way usage events are recorded: what reaches the analytics queue as the user's choice is known, unknown,
 * or changed.
 */
import { configureUsageEvents, recordEvent, recordedUsageEvents } from '../../../src/api/analytics';
import type { UsageDataChoice } from '../../../src/lib/usage-event-filter';

const queued = () => ( window._tkq ?? [] ).map( ( entry ) => ( entry as unknown[] )[ 1 ] );

function deferred() {
	let answer: ( choice: UsageDataChoice ) => void = () => undefined;
	let refuse: ( error: Error ) => void = () => undefined;
	const promise = new Promise< UsageDataChoice >( ( resolve, reject ) => {
		answer = resolve;
		refuse = reject;
	} );
	return { promise, answer, refuse };
}

beforeEach( () => {
	window._tkq = [];
} );
afterEach( () => {
	delete window._tkq;
} );

it( 'records into the queue once the user shares usage data', () => {
	const setUsageDataChoice = configureUsageEvents( () => Promise.resolve( 'share' ) );
	setUsageDataChoice( 'share' );
	recordEvent( 'jetpack_recommendations_recommendation_viewed', { feature: 'monitor' } );
	expect( window._tkq ).toEqual( [ [ 'recordEvent', 'jetpack_recommendations_recommendation_viewed', { feature: 'monitor' } ] ] );
	expect( recordedUsageEvents() ).toEqual( [ { name: 'jetpack_recommendations_recommendation_viewed', properties: { feature: 'monitor' } } ] );
} );

it( 'records nothing for a user who opted out', () => {
	const ask = jest.fn( () => Promise.resolve< UsageDataChoice >( 'share' ) );
	configureUsageEvents( ask )( 'opted-out' );
	recordEvent( 'jetpack_recommendations_recommendation_viewed' );
	expect( queued() ).toEqual( [] );
	expect( recordedUsageEvents() ).toEqual( [] );
	expect( ask ).not.toHaveBeenCalled();
} );

it( 'holds events while the choice is asked for once, then records them when the answer is to share', async () => {
	const answer = deferred();
	const ask = jest.fn( () => answer.promise );
	configureUsageEvents( ask );
	recordEvent( 'jetpack_one' );
	recordEvent( 'jetpack_two' );
	expect( queued() ).toEqual( [] );
	expect( ask ).toHaveBeenCalledTimes( 1 );
	answer.answer( 'share' );
	await answer.promise;
	await Promise.resolve();
	expect( queued() ).toEqual( [ 'jetpack_one', 'jetpack_two' ] );
} );

it.each< [ string, ( call: ReturnType< typeof deferred > ) => void ] >( [
	[ 'the answer is opted out', ( call ) => call.answer( 'opted-out' ) ],
	[ 'no answer could be read', ( call ) => call.answer( 'unknown' ) ],
	[ 'the read failed', ( call ) => call.refuse( new Error( 'offline' ) ) ],
] )( 'drops the held events when %s', async ( _name, settle ) => {
	const call = deferred();
	const setUsageDataChoice = configureUsageEvents( () => call.promise );
	recordEvent( 'jetpack_one' );
	settle( call );
	await call.promise.catch( () => undefined );
	await Promise.resolve();
	setUsageDataChoice( 'share' );
	expect( queued() ).toEqual( [] );
} );

it( 'follows a change of mind: events after opting out are not recorded, nor before opting in again', () => {
	const setUsageDataChoice = configureUsageEvents( () => Promise.resolve( 'share' ) );
	setUsageDataChoice( 'share' );
	recordEvent( 'jetpack_before' );
	setUsageDataChoice( 'opted-out' );
	recordEvent( 'jetpack_while_out' );
	setUsageDataChoice( 'share' );
	recordEvent( 'jetpack_after' );
	expect( queued() ).toEqual( [ 'jetpack_before', 'jetpack_after' ] );
} );

it( 'asks nothing and records nothing on a page without the analytics queue', () => {
	delete window._tkq;
	const ask = jest.fn( () => Promise.resolve< UsageDataChoice >( 'share' ) );
	configureUsageEvents( ask );
	recordEvent( 'jetpack_one' );
	expect( ask ).not.toHaveBeenCalled();
	expect( recordedUsageEvents() ).toEqual( [] );
} );

it( 'takes no choice from a page that was replaced', () => {
	const oldPage = configureUsageEvents( () => Promise.resolve( 'share' ) );
	const ask = jest.fn( () => new Promise< UsageDataChoice >( () => undefined ) );
	configureUsageEvents( ask );
	oldPage( 'share' );
	recordEvent( 'jetpack_one' );
	expect( queued() ).toEqual( [] );
	expect( ask ).toHaveBeenCalledTimes( 1 );
} );
