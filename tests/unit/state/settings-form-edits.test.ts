/**
 * A settings form's edits in the tab's form state (docs/settings.md#save-model): a change back to the server's value
 * is no edit, except while the form saves, when the server's value is about to change under it.
 */
import { settingsUiActions, settingsUiSlice } from '../../../src/state/settings/slice';
import type { SettingsUiState } from '../../../src/state/settings/slice';

const { reducer } = settingsUiSlice;
const empty: SettingsUiState = reducer( undefined, { type: 'init' } );
const edit = ( state: SettingsUiState, name: string, value: string, saved: string | undefined ) =>
	reducer( state, settingsUiActions.formEdited( { id: 'traffic-verification', name, value, saved } ) );

it.each( [
	[ 'a value the server does not have', 'abc', 'old', { google: 'abc' } ],
	[ 'an option the server does not have yet', 'abc', undefined, { google: 'abc' } ],
	[ 'the server’s own value', 'old', 'old', undefined ],
] )( 'an edit to %s is kept only when it differs from the server', ( _case, value, saved, expected ) => {
	expect( edit( empty, 'google', value, saved ).formEdits[ 'traffic-verification' ] ).toEqual( expected );
} );

it( 'drops an edit set back to the server’s value, and keeps the form’s other edits', () => {
	const typed = edit( edit( empty, 'google', 'abc', 'old' ), 'bing', 'b1', '' );
	expect( edit( typed, 'google', 'old', 'old' ).formEdits[ 'traffic-verification' ] ).toEqual( { bing: 'b1' } );
} );

it( 'keeps an edit equal to the server’s value while the form saves', () => {
	const saving = reducer( edit( empty, 'google', 'abc', 'old' ), settingsUiActions.formSaveStarted( { id: 'traffic-verification', sent: { google: 'abc' } } ) );
	expect( edit( saving, 'google', 'old', 'old' ).formEdits[ 'traffic-verification' ] ).toEqual( { google: 'old' } );
} );
