/** Says which cards holding unsaved edits the search hides, so the edits are not taken for lost (docs/settings.md#search). */
import { __, _x, sprintf } from '@wordpress/i18n';
import { useAppSelector } from '../../../state/hooks';
import { cardsHiddenWithEdits } from './hidden-edits';

export function HiddenEditsNote( { term, isFound }: { term: string; isFound: ( slug: string ) => boolean } ) {
	const dirtyForms = useAppSelector( ( state ) => state.settingsUi.dirtyForms );
	const hidden = cardsHiddenWithEdits( dirtyForms, term, isFound );
	return (
		<p className="jp-settings__hint" aria-live="polite">
			{ hidden.length > 0 &&
				sprintf(
					/* translators: %s: the titles of the cards, as a list. */
					__( 'The search hides cards with unsaved changes: %s. Close the search to see them; the changes are kept.', 'jetpack' ),
					/* translators: what separates two card titles in a list. */
					hidden.join( `${ _x( ',', 'list separator', 'jetpack' ) } ` )
				) }
		</p>
	);
}
