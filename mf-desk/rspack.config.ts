import { createAppConfig } from '../rspack.base';
import { remoteManifest } from './src/routes';

export default createAppConfig({
  dir: __dirname,
  name: 'desk',
  port: 3005,
  remote: remoteManifest,
});
