import type { Category } from "../../entities/product.entity.js";

/**
 * A parcel's weight and box (issue 42). Each product may say the packed weight of one unit and its box; when it does
 * not, its category's default below applies. An order's parcel weighs the sum of its units; its box is the largest
 * length and breadth of its units' boxes with their heights stacked (clothes are packed flat, one on another).
 */
export const CATEGORY_PACKAGE: Readonly<Record<Category, { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number }>> = {
  men: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 4 },
  women: { weightGrams: 450, lengthCm: 30, breadthCm: 25, heightCm: 4 },
  kids: { weightGrams: 250, lengthCm: 25, breadthCm: 20, heightCm: 3 },
  accessories: { weightGrams: 200, lengthCm: 20, breadthCm: 15, heightCm: 5 },
  footwear: { weightGrams: 1000, lengthCm: 33, breadthCm: 22, heightCm: 12 },
};

/** The most a courier of the aggregator takes in one parcel. */
export const MAX_PARCEL_GRAMS = 30_000;

export interface UnitPackage {
  category: Category;
  quantity: number;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

export function parcelOf(units: readonly UnitPackage[]): { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number } {
  let weightGrams = 0;
  let lengthCm = 1;
  let breadthCm = 1;
  let heightCm = 0;
  for (const unit of units) {
    const d = CATEGORY_PACKAGE[unit.category];
    weightGrams += (unit.weightGrams ?? d.weightGrams) * unit.quantity;
    lengthCm = Math.max(lengthCm, unit.lengthCm ?? d.lengthCm);
    breadthCm = Math.max(breadthCm, unit.breadthCm ?? d.breadthCm);
    heightCm += (unit.heightCm ?? d.heightCm) * unit.quantity;
  }
  return { weightGrams, lengthCm, breadthCm, heightCm: Math.max(1, heightCm) };
}
