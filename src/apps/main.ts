import { startConsole } from './root/root-config';

startConsole();
