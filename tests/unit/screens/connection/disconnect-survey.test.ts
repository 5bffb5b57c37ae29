import {
	buildSurveyPayload,
	canGiveFeedback,
	SURVEY_REASONS,
	SURVEY_TEXT_MAX,
	surveyReasonLabel,
} from '../../../../src/screens/connection/disconnect-survey';

const ids = { siteId: 123456789, userId: 90001 };

describe( 'buildSurveyPayload', () => {
	it( 'sends the chosen answer under why-cancel, with the survey id and both ids', () => {
		expect( buildSurveyPayload( ids, 'buggy', '' ) ).toEqual( {
			site_id: 123456789,
			user_id: 90001,
			survey_id: 'jetpack-plugin-disconnect',
			survey_responses: { 'why-cancel': { response: 'buggy', text: null } },
		} );
	} );

	it( 'sends free text only with "Other", trimmed, and null when empty', () => {
		expect( buildSurveyPayload( ids, 'another-reason', '  Too many emails  ' ).survey_responses[ 'why-cancel' ] ).toEqual( {
			response: 'another-reason',
			text: 'Too many emails',
		} );
		expect( buildSurveyPayload( ids, 'another-reason', '   ' ).survey_responses[ 'why-cancel' ].text ).toBeNull();
		expect( buildSurveyPayload( ids, 'not-working', 'ignored' ).survey_responses[ 'why-cancel' ].text ).toBeNull();
	} );

	it( 'never sends more than 1000 characters', () => {
		const text = buildSurveyPayload( ids, 'another-reason', 'x'.repeat( 1200 ) ).survey_responses[ 'why-cancel' ].text;
		expect( SURVEY_TEXT_MAX ).toBe( 1000 );
		expect( text ).toHaveLength( 1000 );
	} );
} );

describe( 'canGiveFeedback', () => {
	it( 'needs both the site id and the user id', () => {
		expect( canGiveFeedback( ids ) ).toBe( true );
		expect( canGiveFeedback( { siteId: null, userId: 90001 } ) ).toBe( false );
		expect( canGiveFeedback( { siteId: 123456789, userId: null } ) ).toBe( false );
	} );
} );

it( 'names every answer, "Other" last', () => {
	expect( SURVEY_REASONS.map( surveyReasonLabel ).every( ( label ) => label.length > 0 ) ).toBe( true );
	expect( surveyReasonLabel( 'another-reason' ) ).toBe( 'Other' );
	expect( SURVEY_REASONS.at( -1 ) ).toBe( 'another-reason' );
} );

it.each( [
	[ 'troubleshooting', 'I’m troubleshooting and will connect again' ],
	[ 'not-working', 'I can’t get it to work' ],
	[ 'slowed-down-site', 'It slowed down my site' ],
	[ 'buggy', 'It’s buggy' ],
	[ 'what-does-it-do', 'I don’t know what it does' ],
] as const )( 'offers the answer %s as "%s"', ( reason, label ) => {
	expect( surveyReasonLabel( reason ) ).toBe( label );
} );

it( 'trims the words before cutting them at 1000 characters, so leading blanks do not eat into them', () => {
	const text = buildSurveyPayload( ids, 'another-reason', `     ${ 'y'.repeat( 1000 ) }` ).survey_responses[ 'why-cancel' ].text;
	expect( text ).toBe( 'y'.repeat( 1000 ) );
} );

it( 'offers no feedback when an id is 0 (not known)', () => {
	expect( canGiveFeedback( { siteId: 0, userId: 90001 } ) ).toBe( false );
	expect( canGiveFeedback( { siteId: 123456789, userId: 0 } ) ).toBe( false );
} );
