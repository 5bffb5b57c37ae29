import { __ } from '@wordpress/i18n';
import { useAppSelector } from '../../state/hooks';
import { selectConnectionStatus } from '../../state/selectors';
import { describeConnection } from '../../lib/connection-state';

export default function AtAGlance() {
	const status = useAppSelector( selectConnectionStatus );
	return (
		<section aria-labelledby="jp-at-a-glance-heading">
			<h1 id="jp-at-a-glance-heading">{ __( 'At a Glance', 'jetpack' ) }</h1>
			<p className="jp-connection-state">{ describeConnection( status ) }</p>
		</section>
	);
}
