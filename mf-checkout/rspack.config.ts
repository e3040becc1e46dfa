import { createAppConfig } from '../rspack.base';
import { remoteManifest } from './src/routes';

export default createAppConfig({
  dir: __dirname,
  name: 'checkout',
  port: 3002,
  remote: remoteManifest,
});
