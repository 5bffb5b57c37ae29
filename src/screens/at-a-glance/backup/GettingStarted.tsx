/**
 * The getting-started element shown while backups wait for server credentials (docs/dashboard.md#backup): the
 * provider's video guide, closable for good (saves dismiss_dash_backup_getting_started). A failed save keeps it and
 * says why.
 */
import { useId } from 'react';
import { Button, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LocalFailure } from '../../../components/isolation/LocalFailure';
import { failureReason } from '../../../lib/failure-message';
import { BACKUP_GETTING_STARTED_VIDEO_URL } from '../../../lib/security-links';
import { useUpdateSettingsMutation } from '../../../state/settings/api';

export function GettingStarted() {
	const headingId = useId();
	const [ save, { isLoading, isSuccess, error } ] = useUpdateSettingsMutation();
	const dismiss = () => ! isLoading && save( { dismiss_dash_backup_getting_started: true } );
	// Gone as soon as the server has it, before the settings are read again.
	if ( isSuccess ) {
		return null;
	}
	return (
		<section className="jp-backup-getting-started" aria-labelledby={ headingId }>
			<h4 id={ headingId } className="jp-backup-getting-started__title">
				{ __( 'Getting started with backups', 'jetpack' ) }
			</h4>
			<p>{ __( 'A short video shows how your site is backed up and how to restore it.', 'jetpack' ) }</p>
			<ExternalLink href={ BACKUP_GETTING_STARTED_VIDEO_URL }>{ __( 'Watch the getting started video', 'jetpack' ) }</ExternalLink>
			{ error && ! isLoading && (
				<LocalFailure summary={ __( 'The guide could not be dismissed.', 'jetpack' ) } reason={ failureReason( error ) } onRetry={ dismiss } />
			) }
			<Button variant="tertiary" className="jp-backup-getting-started__dismiss" isBusy={ isLoading } aria-disabled={ isLoading } onClick={ dismiss }>
				{ __( 'Dismiss', 'jetpack' ) }
			</Button>
		</section>
	);
}
