import '@testing-library/jest-dom';
import { installConsoleGuard } from '../support/console';

installConsoleGuard();
