import type { Address, Customer, LanguageCode, Sex } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { loyaltyStanding } from '../loyalty/ledger-repository';
import { levelOf } from '../loyalty/loyalty-rules';
import { loyaltyLevels } from '../loyalty/programme-repository';

/**
 * The full customer of spec §3 (GET /account/me and every profile reply): personal data, the one
 * address (also as `addresses`, empty until a street is given), and the loyalty card's figures:
 * points (the ledger's sum), total_points (points earned, what the level is measured by) and the
 * level's name in `language` ('' outside the programme). Undefined for an unknown customer.
 */
export async function loadCustomer(db: Pick<Db, 'orm'>, customerId: number, language: LanguageCode): Promise<Customer | undefined> {
  // One query after the other: the login flow calls this inside its transaction.
  const [row] = await db.orm.select().from(customers).where(eq(customers.id, customerId));
  const standing = row && await loyaltyStanding(db.orm, customerId);
  if (!row || !standing) return undefined;
  const levels = await loyaltyLevels(db.orm, language);
  const address: Address = { street: row.street, postcode: row.postcode, house: row.house, apartment: row.apartment, comment: row.comment };
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email ?? '',
    telephone: row.telephone ?? '',
    date_of_birth: row.dateOfBirth ?? '',
    sex: row.sex as Sex,
    address,
    addresses: row.street === '' ? [] : [address],
    points: standing.balance,
    level: standing.status === 'active' ? levelOf(levels, standing.earned)?.name ?? '' : '',
    total_points: standing.earned,
  };
}

export interface Profile { firstname: string; lastname: string; dateOfBirth: string | null; sex: Sex }

/** Writes the customer's personal data (checked and trimmed by the caller). */
export async function saveProfile(db: Pick<Db, 'orm'>, customerId: number, profile: Profile): Promise<void> {
  await db.orm.update(customers).set(profile).where(eq(customers.id, customerId));
}

/** Writes the customer's address, each field trimmed. */
export async function saveAddress(db: Pick<Db, 'orm'>, customerId: number, address: Address): Promise<void> {
  const trimmed = Object.fromEntries(Object.entries(address).map(([field, value]) => [field, value.trim()])) as Address;
  await db.orm.update(customers).set(trimmed).where(eq(customers.id, customerId));
}
