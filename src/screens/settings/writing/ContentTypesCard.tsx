/**
 * Custom content types: a switch for Testimonials and for Portfolios (each turns the content types module on when
 * needed), with the shortcode that lists them; once a type is on, how many items its archive shows per page
 * (saved with Save Settings, refused outside the allowed range) and a link to add one.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { CONTENT_TYPE_PAGE_SIZE, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN, postsPerPageInput, postsPerPageProblem } from '../../../lib/posts-per-page';
import { useAppSelector } from '../../../state/hooks';
import { useGetSettingsQuery } from '../../../state/settings/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import type { SettingsForm } from '../../../state/settings/use-settings-form';

const MODULE = 'custom-content-types';

type ContentType = keyof typeof CONTENT_TYPE_PAGE_SIZE;

interface TypeTexts {
	label: string;
	help: string;
	perPage: string;
	add: string;
	postType: string;
}

function typeTexts( type: ContentType ): TypeTexts {
	return type === 'jetpack_testimonial'
		? {
				label: __( 'Testimonials', 'jetpack' ),
				help: __( 'Add, organize, and display testimonials. If your theme doesn’t support testimonials yet, you can display them using the shortcode [testimonials].', 'jetpack' ),
				perPage: __( 'Testimonials per page', 'jetpack' ),
				add: __( 'Add a testimonial', 'jetpack' ),
				postType: 'jetpack-testimonial',
		  }
		: {
				label: __( 'Portfolios', 'jetpack' ),
				help: __( 'Add, organize, and display portfolio projects. If your theme doesn’t support portfolio projects yet, you can display them using the shortcode [portfolio].', 'jetpack' ),
				perPage: __( 'Portfolio projects per page', 'jetpack' ),
				add: __( 'Add a portfolio project', 'jetpack' ),
				postType: 'jetpack-portfolio',
		  };
}

function ContentType( { type, form, on }: { type: ContentType; form: SettingsForm; on: boolean } ) {
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const texts = typeTexts( type );
	const option = CONTENT_TYPE_PAGE_SIZE[ type ];
	const value = form.value( option );
	return (
		<div className="jp-writing__content-type">
			<SettingToggle name={ type } module={ MODULE } label={ texts.label } help={ texts.help } />
			{ on && (
				<div className="jp-writing__options">
					<div className="jp-settings-field jp-writing__number">
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="number"
							min={ POSTS_PER_PAGE_MIN }
							max={ POSTS_PER_PAGE_MAX }
							label={ texts.perPage }
							disabled={ form.saving }
							value={ value === undefined || value === null ? '' : String( value ) }
							onChange={ ( next: string ) => form.set( option, postsPerPageInput( next ) ) }
						/>
					</div>
					<p>
						<a href={ `${ adminUrl }post-new.php?post_type=${ texts.postType }` }>{ texts.add }</a>
					</p>
				</div>
			) }
		</div>
	);
}

export function ContentTypesCard() {
	const settings = useGetSettingsQuery().data ?? {};
	const form = useSettingsForm( 'writing-content-types', { module: MODULE } );
	const types = Object.keys( CONTENT_TYPE_PAGE_SIZE ) as ContentType[];
	const isOn = ( type: ContentType ) => settings[ MODULE ] === true && settings[ type ] === true;
	const shown = types.filter( isOn );
	const invalid = shown.map( ( type ) => postsPerPageProblem( form.value( CONTENT_TYPE_PAGE_SIZE[ type ] ) ) ).find( Boolean ) ?? null;
	return (
		<SettingsCard title={ __( 'Custom content types', 'jetpack' ) } form={ shown.length > 0 ? form : undefined } invalid={ invalid }>
			<FoundIn slug={ MODULE } />
			{ types.map( ( type ) => (
				<ContentType key={ type } type={ type } form={ form } on={ isOn( type ) } />
			) ) }
		</SettingsCard>
	);
}
