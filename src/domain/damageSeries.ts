/**
 * The series a damage lookup names (product §7: GET /api/bmw-damages takes series_nme). The bmw damage
 * table keeps its entries per series; a vehicle's series is the first of its decoded series and its
 * model that the table knows, as the table spells it: vPIC names a 328i's series "3-Series", and gives
 * an X5 no series but the model X5. Neither known: no series is sent, and the lookup offers every
 * series' entries (the client shows each damage name once), rather than an empty list.
 */

/** The only damage table kept per series (product §7 "series_nme (bmw)"). */
export const SERIES_TABLE = "bmw";

export const vehicleSeriesIn = (
  known: readonly string[],
  candidates: readonly (string | null | undefined)[],
): string | null => {
  for (const candidate of candidates) {
    const wanted = (candidate ?? "").trim().toLowerCase();
    if (wanted === "") continue;
    const hit = known.find((s) => s.toLowerCase() === wanted);
    if (hit) return hit;
  }
  return null;
};

/** The series part of a damage lookup's query: series_nme on the bmw table when the series is known. */
export const seriesQuery = (
  damageTable: string | null | undefined,
  series: string | null | undefined,
): { series_nme?: string } => (damageTable === SERIES_TABLE && series ? { series_nme: series } : {});
