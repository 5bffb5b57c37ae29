import { NavLink } from 'react-router-dom';
import { __, _n, sprintf } from '@wordpress/i18n';
import { getMainNavItems } from '../navigation';
import type { MainNavItem, NavigationContext } from '../navigation';
import { useAppSelector } from '../../state/hooks';
import { selectUnviewedRecommendationCount } from '../../state/recommendations/selectors';
import { routeLabel } from '../app-routes';

function NewRecommendationsBadge( { count }: { count: number } ) {
	if ( count === 0 ) {
		return null;
	}
	return (
		<span
			className="jp-nav__badge"
			aria-label={ sprintf(
				/* translators: %d: number of new recommendations. */
				_n( '%d new recommendation', '%d new recommendations', count, 'jetpack' ),
				count
			) }
		>
			{ count }
		</span>
	);
}

export function MainNav( { context }: { context: NavigationContext } ) {
	const newRecommendations = useAppSelector( selectUnviewedRecommendationCount );
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const paths: Record< Exclude< MainNavItem, 'my-jetpack' >, string > = {
		dashboard: '/dashboard',
		'my-plan': '/my-plan',
		plans: '/plans',
		recommendations: '/recommendations',
	};
	return (
		<nav className="jp-nav jp-main-nav" aria-label={ __( 'Jetpack', 'jetpack' ) }>
			<ul className="jp-nav__list">
				{ getMainNavItems( context ).map( ( item ) => (
					<li key={ item }>
						{ item === 'my-jetpack' ? (
							<a className="jp-nav__item" href={ `${ adminUrl }admin.php?page=my-jetpack` }>
								{ __( 'My Jetpack', 'jetpack' ) }
							</a>
						) : (
							<NavLink
								className="jp-nav__item"
								to={ paths[ item ] }
								end={ item !== 'recommendations' }
								aria-current={ item === 'dashboard' && ( context.path === '/' || context.path === '/dashboard' ) ? 'page' : undefined }
							>
								{ routeLabel( paths[ item ] ) }
								{ item === 'recommendations' && <NewRecommendationsBadge count={ newRecommendations } /> }
							</NavLink>
						) }
					</li>
				) ) }
			</ul>
		</nav>
	);
}
