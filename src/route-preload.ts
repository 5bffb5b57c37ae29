/** The inline head script of the admin page: see src/app/route-preload.ts. */
import { startScreenFiles } from './app/route-preload';

startScreenFiles( document );
