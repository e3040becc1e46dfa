import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  DAMAGE_PHOTOS,
  DESK_REFUSALS,
  type DeskPhotoResponse,
  type DeskProtocolResponse,
  type ProtocolResponse,
} from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { deskPhotos, products } from '../../db/schema';
import { throughTheDesk } from '../../db/seed/lifecycle-orders';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { giveUnits } from '../../test/units';

let t: TestApp;
let desk: string;
before(async () => {
  t = await createTestApp();
  desk = await staffSession(t, 'fotky-pult@pujcovna.example.cz', 'desk');
});
after(async () => {
  await t?.close();
});

const week = testWeek(20);
let count = 0;

/** An order of one product with `n` units of its own, handed over: its id and the units' ids. */
async function lentOrder(n = 1) {
  count += 1;
  const [product] = await t.database.db
    .insert(products)
    .values({
      slug: `test-fotky-${count}`,
      slugEn: `test-photos-${count}`,
      name: `Test fotky ${count}`,
      nameEn: `Test photos ${count}`,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const unitIds = await giveUnits(t.database.db, product.id, n);
  const { orderId } = await placeTestOrder(t.database.db, {
    lines: [{ productId: product.id, quantity: n }],
    from: `${week(count * 2)}T10:00`,
    to: `${week(count * 2 + 1)}T10:00`,
  });
  await throughTheDesk(t.database.db, orderId, 'LENT');
  return { orderId, unitIds };
}

/**
 * A camera's JPEG, 3000 × 1000 as stored, to be shown turned a quarter (EXIF orientation 6), with
 * a GPS position and the maker in its EXIF.
 */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'PujcovnaCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const upload = (orderId: number, body: Buffer | string, type = 'image/jpeg', token = desk) =>
  t.app.inject({
    method: 'POST',
    url: `/api/desk/orders/${orderId}/photos`,
    headers: { cookie: `desk_session=${token}`, 'content-type': type },
    payload: body,
  });

const deskCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: { cookie: `desk_session=${desk}` },
    ...(payload ? { payload } : {}),
  });

async function photoOf(orderId: number, body: Buffer | string, type?: string) {
  const response = await upload(orderId, body, type);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as DeskPhotoResponse).photo;
}

describe('a damage photo taken at the desk', () => {
  it('is kept upright, at most 2000 px a side, as a JPEG without any EXIF or GPS', async () => {
    const { orderId } = await lentOrder();
    const original = await cameraJpeg();
    assert.ok((await sharp(original).metadata()).exif, 'the camera wrote EXIF');

    const photo = await photoOf(orderId, original);
    assert.deepEqual([photo.width, photo.height], [667, 2000], 'turned and made smaller');
    const [row] = await t.database.db.select().from(deskPhotos).where(eq(deskPhotos.id, photo.id));
    assert.ok(row);
    const kept = await sharp(row.content).metadata();
    assert.equal(kept.format, 'jpeg');
    assert.equal(kept.exif, undefined, 'no EXIF kept');
    assert.equal(kept.orientation, undefined);
    assert.ok(!row.content.toString('latin1').includes('PujcovnaCam'));
    assert.equal(photo.digest, createHash('sha256').update(row.content).digest('hex'));
    assert.equal(photo.bytes, row.content.length);

    const shown = await deskCall('GET', `/orders/${orderId}/photos/${photo.id}`);
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.headers['content-type'], 'image/jpeg');
    assert.equal(shown.headers['cache-control'], 'no-store');
    assert.deepEqual(shown.rawPayload, row.content);
  });

  it('is read by its content: a PNG sent as a JPEG is taken, a text called a JPEG is not', async () => {
    const { orderId } = await lentOrder();
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#08f' },
    })
      .png()
      .toBuffer();
    const taken = await photoOf(orderId, png, 'application/octet-stream');
    assert.deepEqual([taken.width, taken.height], [40, 30]);
    for (const [body, type] of [
      ['not a photo at all', 'image/jpeg'],
      [Buffer.from('%PDF-1.7\n'), 'image/png'],
      [png.subarray(0, 40), 'image/png'],
    ] as const) {
      const refused = await upload(orderId, body, type);
      assert.equal(refused.statusCode, 400, String(body));
      assert.equal(refused.json().message, DESK_REFUSALS.notPhoto);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/desk/orders/${orderId}/photos`,
      headers: { cookie: `desk_session=${desk}` },
      payload: { photo: 'x' },
    });
    assert.equal(json.statusCode, 400, 'JSON is no photo either');
    assert.equal(json.json().message, DESK_REFUSALS.notPhoto);
    const huge = await upload(orderId, Buffer.alloc(DAMAGE_PHOTOS.maxBytes + 1, 1));
    assert.equal(huge.statusCode, 413);
    const rows = await t.database.db
      .select({ id: deskPhotos.id })
      .from(deskPhotos)
      .where(eq(deskPhotos.orderId, orderId));
    assert.equal(rows.length, 1, 'only the PNG is kept');
  });

  it('is taken only for an order out, and only by staff', async () => {
    const { orderId } = await lentOrder();
    const back = await deskCall('POST', `/orders/${orderId}/returns`, {
      units: [
        {
          unitId: (
            await t.database.db.query.orderUnits.findFirst({
              where: (row, { eq: is }) => is(row.orderId, orderId),
            })
          )?.unitId,
          condition: 'ok',
          note: '',
        },
      ],
    });
    assert.equal(back.statusCode, 200, back.body);
    const refused = await upload(orderId, await cameraJpeg());
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, DESK_REFUSALS.notOut);
    const noOne = await t.app.inject({
      method: 'POST',
      url: `/api/desk/orders/${orderId}/photos`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await cameraJpeg(),
    });
    assert.equal(noOne.statusCode, 401);
  });
});

describe('a return with damage photos', () => {
  it('lists them in its protocol, shows them by its code and draws them in its PDF', async () => {
    const { orderId, unitIds } = await lentOrder(2);
    const [damaged, fine] = unitIds as [number, number];
    const first = await photoOf(orderId, await cameraJpeg());
    const second = await photoOf(orderId, await cameraJpeg());
    const other = await lentOrder();
    const foreign = await photoOf(other.orderId, await cameraJpeg());

    const returnOf = (photoIds: number[], condition = 'damaged') =>
      deskCall('POST', `/orders/${orderId}/returns`, {
        units: [
          { unitId: damaged, condition, note: 'Prasklý filtr', photoIds },
          { unitId: fine, condition: 'ok', note: '' },
        ],
      });
    const onOk = await returnOf([first.id], 'ok');
    assert.equal(onOk.statusCode, 400);
    assert.equal(onOk.json().message, DESK_REFUSALS.photoWithoutDamage);
    for (const photoIds of [[foreign.id], [first.id, first.id], [999_999]]) {
      const refused = await returnOf(photoIds);
      assert.equal(refused.statusCode, 409, JSON.stringify(photoIds));
      assert.equal(refused.json().message, DESK_REFUSALS.photoNotHere);
    }

    const kept = await returnOf([first.id, second.id]);
    assert.equal(kept.statusCode, 200, kept.body);
    const { code } = (kept.json() as DeskProtocolResponse).protocol;
    const page = await t.app.inject({ method: 'GET', url: `/api/protocols/${code}` });
    const protocol = (page.json() as ProtocolResponse).protocol;
    const [withPhotos, withNone] = protocol.units;
    assert.deepEqual(
      withPhotos?.photos,
      [first, second].map(({ id, digest, width, height }) => ({ id, digest, width, height })),
    );
    assert.deepEqual(withNone?.photos, []);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/protocols/${code}/photos/${first.id}`,
    });
    assert.equal(shown.statusCode, 200);
    assert.equal(shown.headers['content-type'], 'image/jpeg');
    assert.equal(createHash('sha256').update(shown.rawPayload).digest('hex'), first.digest);
    for (const url of [
      `/api/protocols/${code}/photos/${foreign.id}`,
      `/api/protocols/${'0'.repeat(32)}/photos/${first.id}`,
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);
    }
    const pdf = await t.app.inject({ method: 'GET', url: `/api/protocols/${code}/pdf` });
    assert.equal(pdf.statusCode, 200);
    const images = pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    assert.equal(images.length, 2, 'both photos drawn');

    // A photo in a return is the protocol's: no second return takes it.
    const again = await deskCall('GET', `/orders/${orderId}/photos/${first.id}`);
    assert.equal(again.statusCode, 200, 'the order still shows it to staff');
    assert.equal(
      (await deskCall('GET', `/orders/${other.orderId}/photos/${first.id}`)).statusCode,
      404,
    );
  });
});
