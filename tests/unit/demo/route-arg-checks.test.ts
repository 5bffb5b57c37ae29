/**
 * @jest-environment node
 *
 * The demo site's check of a route's arguments, worded as WordPress words rest_validate_value_from_schema()'s
 * failures (docs/api.md#arguments).
 */
import type { RouteArg } from '../../../src/api/route-arg-types';
import { checkArgs } from '../../../src/demo/backend/route-arg-checks';

const ARGS: Record< string, RouteArg > = {
	flag: { type: 'boolean', required: true },
	count: { type: 'integer', minimum: 1, maximum: 3 },
	word: { type: 'string', minLength: 1, maxLength: 2, pattern: '^[a-z]+$' },
	one: { type: 'string', enum: [ 'only' ] },
	choice: { type: 'boolean', enum: [ true, false ] },
	list: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 },
	answers: {
		type: 'object',
		required: true,
		minProperties: 1,
		additionalProperties: false,
		properties: { why: { type: 'object', required: [ 'text' ], properties: { text: { type: [ 'string', 'null' ], maxLength: 1 } } } },
	},
};

/** What checkArgs throws for a body, as WordPress answers it. */
function refusal( body: Record< string, unknown > ): unknown {
	try {
		checkArgs( ARGS, body );
		return 'accepted';
	} catch ( error ) {
		const { code, message, status, extra } = error as { code: string; message: string; status: number; extra: unknown };
		return { code, message, status, extra };
	}
}

const valid = { flag: false, answers: { why: { text: null } } };

it( 'accepts a body whose arguments match, and leaves extra fields to the handler', () => {
	expect( refusal( valid ) ).toBe( 'accepted' );
	expect( refusal( { ...valid, count: 3, word: 'ab', one: 'only', choice: true, list: [ 'a', 'b' ], extra: [] } ) ).toBe( 'accepted' );
} );

it( 'names every required argument that is missing or null, before any value is checked', () => {
	expect( refusal( { flag: null, count: 'many' } ) ).toEqual( {
		code: 'rest_missing_callback_param',
		message: 'Missing parameter(s): flag, answers',
		status: 400,
		extra: { params: [ 'flag', 'answers' ] },
	} );
} );

it.each( [
	[ { count: 1.5 }, 'count', 'count is not of type integer.' ],
	[ { count: 0 }, 'count', 'count must be greater than or equal to 1' ],
	[ { count: 4 }, 'count', 'count must be less than or equal to 3' ],
	[ { word: '' }, 'word', 'word must be at least 1 character long.' ],
	[ { word: 'abc' }, 'word', 'word must be at most 2 characters long.' ],
	[ { word: 'A' }, 'word', 'word does not match pattern ^[a-z]+$.' ],
	[ { one: 'other' }, 'one', 'one is not only.' ],
	[ { choice: 'yes' }, 'choice', 'choice is not of type boolean.' ],
	[ { list: [] }, 'list', 'list must contain at least 1 item.' ],
	[ { list: [ 'a', 'b', 'c' ] }, 'list', 'list must contain at most 2 items.' ],
	[ { list: [ 'a', 2 ] }, 'list', 'list[1] is not of type string.' ],
	[ { answers: {} }, 'answers', 'answers must contain at least 1 property.' ],
	[ { answers: { why: { text: null }, how: 1 } }, 'answers', 'how is not a valid property of Object.' ],
	[ { answers: { why: {} } }, 'answers', 'text is a required property of answers[why].' ],
	[ { answers: { why: { text: 5 } } }, 'answers', 'answers[why][text] is not of type string,null.' ],
	[ { answers: { why: { text: 'ab' } } }, 'answers', 'answers[why][text] must be at most 1 character long.' ],
] )( 'refuses %j as WordPress does', ( change, name, why ) => {
	expect( refusal( { ...valid, ...change } ) ).toEqual( {
		code: 'rest_invalid_param',
		message: `Invalid parameter(s): ${ name } (${ why })`,
		status: 400,
		extra: { params: { [ name ]: why } },
	} );
} );

it( 'names every argument that does not match at once', () => {
	expect( refusal( { ...valid, count: 9, one: 'two' } ) ).toMatchObject( {
		message: 'Invalid parameter(s): count, one (count must be less than or equal to 3; one is not only.)',
		extra: { params: { count: 'count must be less than or equal to 3', one: 'one is not only.' } },
	} );
} );

it( 'words a choice of several values as a list', () => {
	const choices: Record< string, RouteArg > = { size: { type: 'string', enum: [ 's', 'm', 'l' ] }, level: { type: 'integer', enum: [ 1, 2 ] } };
	expect( () => checkArgs( choices, { size: 'xl' } ) ).toThrow( 'size is not one of s, m, l.' );
	expect( () => checkArgs( choices, { level: 3 } ) ).toThrow( 'level is not one of 1, 2.' );
} );
