import type { Migration } from '../../db/migrate';

/**
 * Tables of the value-added services: plans, orders and their cars, the services cars hold, serial
 * numbers, once tokens and payments. The ids keep their `comms:` prefix: they shipped when these
 * lived in the comms domain, and a data directory made then has them applied under those ids.
 */
export const servicesMigrations: Migration[] = [
  {
    id: 'comms:003-plus-payment',
    sql: `
      CREATE TABLE plus_plans (
        uid text PRIMARY KEY,
        service_type text NOT NULL,
        name text NOT NULL,
        months integer NOT NULL CHECK (months > 0),
        price integer NOT NULL CHECK (price >= 0),
        sort integer NOT NULL DEFAULT 0,
        on_sale boolean NOT NULL DEFAULT true
      );
      CREATE TABLE plus_orders (
        uid text PRIMARY KEY,
        code text NOT NULL UNIQUE,
        enterprise_uid text NOT NULL,
        user_uid text NOT NULL,
        plan_uid text NOT NULL REFERENCES plus_plans(uid),
        status integer NOT NULL CHECK (status BETWEEN 0 AND 5),
        amount integer NOT NULL,
        payment_method text NOT NULL CHECK (payment_method IN ('card', 'atm')),
        atm_bank_code text,
        atm_account text,
        atm_expires_at timestamptz,
        invoice jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        paid_at timestamptz
      );
      CREATE INDEX plus_orders_enterprise_time ON plus_orders (enterprise_uid, created_at DESC);
      CREATE TABLE plus_order_cars (
        order_uid text NOT NULL REFERENCES plus_orders(uid),
        car_uid text NOT NULL,
        PRIMARY KEY (order_uid, car_uid)
      );
      CREATE INDEX plus_order_cars_car ON plus_order_cars (car_uid);
      CREATE TABLE car_services (
        uid text PRIMARY KEY,
        enterprise_uid text NOT NULL,
        car_uid text NOT NULL,
        service_type text NOT NULL,
        plan_uid text NOT NULL REFERENCES plus_plans(uid),
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        source text NOT NULL CHECK (source IN ('order', 'exchange')),
        source_code text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX car_services_car ON car_services (car_uid, service_type, end_at DESC);
      CREATE INDEX car_services_enterprise ON car_services (enterprise_uid, created_at DESC);
      CREATE TABLE plus_serials (
        serial_no text PRIMARY KEY,
        plan_uid text NOT NULL REFERENCES plus_plans(uid),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        used_car_uid text,
        used_by text
      );
      CREATE TABLE plus_once_tokens (
        token_hash text PRIMARY KEY,
        user_uid text NOT NULL,
        session_uid text NOT NULL,
        car_uid text NOT NULL,
        expires_at timestamptz NOT NULL,
        used boolean NOT NULL DEFAULT false
      );
      CREATE TABLE payments (
        uid text PRIMARY KEY,
        order_uid text NOT NULL REFERENCES plus_orders(uid),
        provider text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'declined')),
        amount integer NOT NULL,
        return_url text NOT NULL,
        card_last4 text,
        message text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX payments_order ON payments (order_uid, created_at DESC);
    `,
  },
  {
    id: 'comms:005-plus-order-deleted',
    // Issue 16: an ended order (cancelled or voided) can be deleted from the list; the row stays for the books.
    sql: `ALTER TABLE plus_orders ADD COLUMN deleted_at timestamptz;`,
  },
  {
    id: 'comms:006-payment-once',
    // Issue 22: a confirmation repeated or retried adds no service twice (one per order and car), and
    // a payment token opens one payment. Services an order gave twice before are kept once (the earliest).
    sql: `
      DELETE FROM car_services s USING car_services t
       WHERE s.source = 'order' AND t.source = 'order' AND s.source_code = t.source_code AND s.car_uid = t.car_uid
         AND (s.created_at, s.uid) > (t.created_at, t.uid);
      CREATE UNIQUE INDEX car_services_order_car ON car_services (source_code, car_uid) WHERE source = 'order';
      ALTER TABLE payments ADD COLUMN token_hash text;
      CREATE UNIQUE INDEX payments_token ON payments (token_hash);
    `,
  },
  {
    // Issue 26, 3: every read of the orders first fails the ATM orders whose account expired
    // (orders.ts failExpiredAtm); this finds the ones still awaiting a transfer without reading the others.
    id: 'comms:007-awaiting-atm-orders',
    sql: `CREATE INDEX plus_orders_awaiting_atm ON plus_orders (atm_expires_at) WHERE payment_method = 'atm' AND status = 0 AND deleted_at IS NULL;`,
  },
];
