/**
 * Error isolation for one card or settings section: a render error inside shows that part's message and a
 * retry, never a blank page. The wrapper marks the part so the browser gates can tell a local failure from a
 * page-wide one.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { __, sprintf } from '@wordpress/i18n';
import { LocalFailure } from './LocalFailure';

export function CardBoundary( { title, children }: { title: string; children: ReactNode } ) {
	return (
		<div className="jp-isolated" data-part={ title }>
			<ErrorBoundary
				fallbackRender={ ( { resetErrorBoundary } ) => (
					<LocalFailure
						summary={ sprintf(
							/* translators: %s: name of the card or section, e.g. Backup. */
							__( '%s could not be shown.', 'jetpack' ),
							title
						) }
						reason={ __( 'Something went wrong on this page. Your settings are safe.', 'jetpack' ) }
						onRetry={ resetErrorBoundary }
					/>
				) }
				onError={ ( error ) => console.error( `${ title } failed to render:`, error ) }
			>
				{ children }
			</ErrorBoundary>
		</div>
	);
}
