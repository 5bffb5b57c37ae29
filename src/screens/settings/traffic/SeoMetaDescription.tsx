/**
 * The front page meta description: 300 characters at most (the field stops there), a live count that warns past
 * 159, since search engines show about 160, and says when the maximum is reached.
 */
import { TextareaControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { limitMetaDescription, META_DESCRIPTION_MAX, metaDescriptionState } from '../../../lib/seo-meta-description';
import type { SettingsForm } from '../../../state/settings/use-settings-form';
import { textSetting } from './use-traffic-page';

export const META_DESCRIPTION = 'advanced_seo_front_page_description';

export function SeoMetaDescription( { form }: { form: SettingsForm } ) {
	const text = textSetting( form.value( META_DESCRIPTION ) );
	const state = metaDescriptionState( text.length );
	return (
		<div className="jp-seo-description">
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Front page meta description', 'jetpack' ) }
				help={ __(
					'Craft a description of your Website up to 160 characters that will be used in search engine results for your front page, and when your website is shared on social media sites.',
					'jetpack'
				) }
				value={ text }
				maxLength={ META_DESCRIPTION_MAX }
				onChange={ ( next: string ) => form.set( META_DESCRIPTION, limitMetaDescription( next ) ) }
			/>
			<p className={ `jp-seo-description__count is-${ state }` } aria-live="polite">
				{ state === 'max'
					? sprintf(
						/* translators: %d: how many characters the description has (the maximum). */
						__( '%d character(s) - Maximum characters reached.', 'jetpack' ),
						text.length
					)
					: sprintf(
						/* translators: %d: how many characters the description has. */
						__( '%d character(s)', 'jetpack' ),
						text.length
					) }
			</p>
		</div>
	);
}
