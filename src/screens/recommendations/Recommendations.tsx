/**
 * The recommendations assistant: /recommendations resumes at the saved step; /recommendations/<step> shows that
 * step. Every page ends with links to the getting-started guide and the support site.
 */
import { useParams } from 'react-router-dom';
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { SUPPORT_SITE_URL } from '../../lib/support-links';
import { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { Resume } from './Resume';
import { StepPage } from './StepPage';
import './recommendations.css';

export default function Recommendations() {
	const { step } = useParams();
	const assistant = useAssistantData();
	return (
		<div className="jp-recommendations">
			{ step === undefined ? <Resume assistant={ assistant } /> : <StepPage route={ step } assistant={ assistant } /> }
			<footer className="jp-recommendations__footer">
				<ExternalLink href="https://jetpack.com/support/getting-started-with-jetpack/">
					{ __( 'Getting started with Jetpack', 'jetpack' ) }
				</ExternalLink>
				<ExternalLink href={ SUPPORT_SITE_URL }>{ __( 'Jetpack support', 'jetpack' ) }</ExternalLink>
			</footer>
		</div>
	);
}
