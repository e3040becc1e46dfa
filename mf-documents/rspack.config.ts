import { createAppConfig } from '../rspack.base';
import { remoteManifest } from './src/routes';

export default createAppConfig({
  dir: __dirname,
  name: 'documents',
  port: 3004,
  remote: remoteManifest,
});
