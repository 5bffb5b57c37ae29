import { useRouteLabel } from '../../hooks/route-label';

export default function Settings() {
	return <h1>{ useRouteLabel() }</h1>;
}
