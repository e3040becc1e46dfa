import { createAppConfig } from '../rspack.base';
import { remoteManifest } from './src/routes';

export default createAppConfig({
  dir: __dirname,
  name: 'account',
  port: 3003,
  remote: remoteManifest,
});
