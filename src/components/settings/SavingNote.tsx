/**
 * "Saving…" beside what is saving. Its room is kept while nothing saves (an invisible copy of the words), so the
 * words coming and going neither rewrap a label nor push down what the user may click next (docs/settings.md#save-model).
 */
import { __ } from '@wordpress/i18n';
import './settings.css';

export function SavingNote( { saving, className = '' }: { saving: boolean; className?: string } ) {
	const words = __( 'Saving…', 'jetpack' );
	return (
		<span className={ `jp-saving-note ${ className }`.trim() } data-room={ words }>
			{ saving ? words : null }
		</span>
	);
}
