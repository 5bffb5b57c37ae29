import { useLocation } from 'react-router-dom';
import { routeLabel } from '../../app/routes';

export default function Settings() {
	const { pathname } = useLocation();
	return <h1>{ routeLabel( pathname ) }</h1>;
}
