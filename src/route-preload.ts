/** The inline head script of the admin page: see src/app/preload-screen-files.ts. */
import { startScreenFiles } from './app/preload-screen-files';

startScreenFiles( document );
