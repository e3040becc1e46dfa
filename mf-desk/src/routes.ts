import { type RemoteManifest, pageRoute as route } from '@shop/shared/routes';

// The rental desk: the staff's own pages, on a tablet at the counter. Rendered in the browser (a
// staff session is an httpOnly cookie the server renderer never holds), each private: never
// cached, indexed or passed on in a Referer. Every page but the sign-in runs the desk-staff guard.
const desk = { layout: 'blank', private: true } as const;
const staffOnly = { ...desk, guard: 'desk-staff' } as const;

export const remoteManifest: RemoteManifest = {
  remote: 'desk',
  guards: ['desk-staff'],
  routes: [
    route(
      'desk-sign-in',
      { cs: 'Přihlášení na pult', en: 'Desk sign-in' },
      { ...desk, page: 'desk-sign-in' },
    ),
    route(
      'desk-board',
      { cs: 'Pult: den', en: 'Desk: the day' },
      { ...staffOnly, page: 'desk-board' },
    ),
    route(
      'desk-order',
      { cs: 'Pult: objednávka', en: 'Desk: order' },
      { ...staffOnly, page: 'desk-order' },
    ),
    route(
      'desk-timeline',
      { cs: 'Pult: dostupnost', en: 'Desk: availability' },
      { ...staffOnly, page: 'desk-timeline' },
    ),
    route(
      'desk-units',
      { cs: 'Pult: jednotky', en: 'Desk: units' },
      { ...staffOnly, page: 'desk-units' },
    ),
  ],
};

export default remoteManifest;
