/**
 * One settings section (Security, Traffic, …): its heading and cards, isolated from the other sections. A section
 * with a screen-reader heading shows its introduction as a line under it instead.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@wordpress/components';
import { CardBoundary } from '../isolation/CardBoundary';
import './settings.css';

export interface SettingsSectionProps {
	/** The section's name, e.g. "Security" (names its error message). */
	name: string;
	/** Its introduction, or its name while searching. */
	heading: string;
	/** A heading only screen readers announce, e.g. "Jetpack Security Settings". */
	screenReaderHeading?: string | null;
	children: ReactNode;
}

export function SettingsSection( { name, heading, screenReaderHeading, children }: SettingsSectionProps ) {
	const headingId = useId();
	return (
		<section className="jp-settings-section" aria-labelledby={ headingId }>
			{ screenReaderHeading ? (
				<>
					<VisuallyHidden as="h2" id={ headingId }>
						{ screenReaderHeading }
					</VisuallyHidden>
					<p className="jp-settings-section__heading">{ heading }</p>
				</>
			) : (
				<h2 id={ headingId } className="jp-settings-section__heading">
					{ heading }
				</h2>
			) }
			<CardBoundary title={ name }>{ children }</CardBoundary>
		</section>
	);
}
