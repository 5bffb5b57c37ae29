/**
 * One card of a settings section: a titled region, isolated (a render error shows its own message), with the
 * card's fields and, when it has a form, the "Save Settings" button ("Saving…" while saving; disabled while saving
 * or when nothing changed). A card unavailable here (offline, without a connected owner, without a linked
 * account) is faded and its controls disabled, with the reason shown.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { SettingsForm } from '../../state/settings/use-settings-form';
import { CardBoundary } from '../isolation/CardBoundary';
import './settings.css';

export interface SettingsCardProps {
	title: string;
	/** When set, the card shows a Save Settings button for this form. */
	form?: SettingsForm;
	/** When set, the card is faded, its controls disabled, and this reason shown. */
	unavailable?: string | null;
	/**
	 * When set, the fields hold something the server would refuse: this says what, and Save waits for a fix. A form's
	 * own field problems (a checked or refused value) are said beside their fields and hold Save the same way.
	 */
	invalid?: string | null;
	children: ReactNode;
}

export function SettingsCard( { title, form, unavailable, invalid, children }: SettingsCardProps ) {
	const titleId = useId();
	return (
		<section className={ `jp-settings-card${ unavailable ? ' is-unavailable' : '' }` } aria-labelledby={ titleId }>
			<h3 id={ titleId } className="jp-settings-card__title">
				{ title }
			</h3>
			<CardBoundary title={ title }>
				{ unavailable && <p className="jp-settings-card__unavailable">{ unavailable }</p> }
				<form
					className="jp-settings-card__body"
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( ! invalid && ! form?.invalid ) {
							void form?.save();
						}
					} }
				>
					<fieldset disabled={ !! unavailable }>{ children }</fieldset>
					{ invalid && (
						<p className="jp-settings-card__invalid" role="alert">
							{ invalid }
						</p>
					) }
					{ form && ! unavailable && (
						<div className="jp-settings-card__actions">
							<Button variant="primary" type="submit" isBusy={ form.saving } disabled={ form.saving || ! form.dirty || form.invalid || !! invalid }>
								{ form.saving ? __( 'Saving…', 'jetpack' ) : __( 'Save Settings', 'jetpack' ) }
							</Button>
						</div>
					) }
				</form>
			</CardBoundary>
		</section>
	);
}
