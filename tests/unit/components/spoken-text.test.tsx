/** The words a notice announces, read from its message's elements. */
import spokenText from '../../../src/components/notice-speech/spoken-text';

it.each( [
	[ 'plain text', 'Updated settings.', 'Updated settings.' ],
	[ 'a number', 42, '42' ],
	[ 'nothing', null, '' ],
	[ 'a summary and its reason on two lines', <><strong>Error updating settings.</strong><br />The server is down.</>, 'Error updating settings. The server is down.' ],
	[ 'a link inside a sentence', <p>Read the <a href="#guide">guide</a> first.</p>, 'Read the guide first.' ],
	[ 'a list of parts', [ 'Saving', <em key="dots">…</em> ], 'Saving …' ],
	[ 'a switch that renders nothing', <>{ false }{ undefined }Done</>, 'Done' ],
] )( 'reads %s', ( _name, message, words ) => {
	expect( spokenText( message ) ).toBe( words );
} );
