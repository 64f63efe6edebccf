import type { ClientReport, ClientReportBody, ClientReportKind } from "../../contract/ops.ts";
import type { Db } from "../db/connect.ts";

export class ClientReportsRepository {
  constructor(private readonly db: Db) {}

  async record(
    r: ClientReportBody & {
      userId: string;
      username: string;
      userAgent: string | null;
      /** The detail symbolicated (src/server/ops/symbolicate.ts), null when no frame was mapped. */
      detailMapped: string | null;
    },
  ): Promise<void> {
    await this.db
      .insertInto("client_reports")
      .values({
        kind: r.kind,
        message: r.message,
        detail: r.detail ?? "",
        detail_mapped: r.detailMapped,
        path: r.path,
        duration_ms: r.durationMs ?? null,
        user_id: r.userId,
        username: r.username,
        user_agent: r.userAgent?.slice(0, 500) ?? null,
      })
      .execute();
  }

  /** One page of reports, newest first (id breaks ties so pages never overlap), and how many there are. */
  async list(
    kind: ClientReportKind | undefined,
    limit: number,
    page: number,
  ): Promise<{ rows: ClientReport[]; total: number }> {
    let q = this.db
      .selectFrom("client_reports")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit);
    let count = this.db.selectFrom("client_reports").select((eb) => eb.fn.countAll<string>().as("n"));
    if (kind) {
      q = q.where("kind", "=", kind);
      count = count.where("kind", "=", kind);
    }
    const [rows, counted] = await Promise.all([q.execute(), count.executeTakeFirst()]);
    return {
      total: Number(counted?.n ?? 0),
      rows: rows.map((r) => ({
        _id: r.id,
        kind: r.kind,
        message: r.message,
        detail: r.detail,
        detailMapped: r.detail_mapped,
        path: r.path,
        durationMs: r.duration_ms,
        username: r.username,
        userAgent: r.user_agent,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
