/** The loading state of a card or section, announced to screen readers. */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export function Loading( { label = __( 'Loading…', 'jetpack' ) }: { label?: string } ) {
	return (
		<p className="jp-loading" role="status">
			<Spinner /> { label }
		</p>
	);
}
