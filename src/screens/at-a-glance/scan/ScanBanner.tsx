/** The Scan card's upgrade banner ("Connect" while no one owns the connection): the card banner for jetpack-scan. */
import { __ } from '@wordpress/i18n';
import { CardBanner } from '../../../components/card-banner/CardBanner';

export function ScanBanner() {
	return (
		<CardBanner
			text={ __( 'Scan your site automatically for malware and vulnerabilities, and fix threats in one click.', 'jetpack' ) }
			feature="jetpack-scan"
		/>
	);
}
