import { createAppConfig } from '../rspack.base';
import { remoteManifest } from './src/routes';

export default createAppConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  remote: remoteManifest,
});
