/** A render error in a screen shows a message and a way back, never a blank page. */
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { FallbackProps } from 'react-error-boundary';
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { Link, useLocation } from 'react-router-dom';

function ScreenError( { label, resetErrorBoundary }: FallbackProps & { label: string } ) {
	return (
		<div className="jp-screen-error" role="alert">
			<h1>{ label }</h1>
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: name of the screen, e.g. Settings. */
					__( 'Something went wrong while showing %s. Your settings are safe.', 'jetpack' ),
					label
				) }
			</Notice>
			<p>
				<Button variant="primary" onClick={ resetErrorBoundary }>
					{ __( 'Try again', 'jetpack' ) }
				</Button>{ ' ' }
				<Link className="components-button is-secondary" to="/dashboard">
					{ __( 'Back to the dashboard', 'jetpack' ) }
				</Link>
			</p>
		</div>
	);
}

export function ScreenBoundary( { label, children }: { label: string; children: ReactNode } ) {
	const { pathname } = useLocation();
	return (
		<ErrorBoundary
			resetKeys={ [ pathname ] }
			fallbackRender={ ( props ) => <ScreenError { ...props } label={ label } /> }
			onError={ ( error ) => console.error( 'Screen failed to render:', error ) }
		>
			{ children }
		</ErrorBoundary>
	);
}
