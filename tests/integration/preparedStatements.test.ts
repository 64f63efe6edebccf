import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREPARED, statementName } from "../../src/server/db/preparedClient.ts";
import { AnswersRepository } from "../../src/server/repositories/answers.ts";
import { SessionsRepository } from "../../src/server/repositories/sessions.ts";
import { engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Statements marked /*prepared*\/ (the session check every request runs, an answer's read and
 * write) go to PostgreSQL as named prepared statements: parsed and planned once per connection.
 */
describe.skipIf(engineUnderTest !== "postgres")("prepared statements on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const preparedOnThisConnection = (db: TestApp["database"]["db"]) =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
      .execute(db)
      .then((r) => r.rows);

  it("names a marked statement by its text, the same on every connection", () => {
    const text = `${PREPARED} select 1`;
    expect(statementName(text)).toBe(statementName(`${PREPARED} select 1`));
    expect(statementName(text)).not.toBe(statementName(`${PREPARED} select 2`));
    expect(statementName(text)).toMatch(/^p_[0-9a-f]{24}$/);
  });

  it("prepares the session check and the answer's read once, and nothing unmarked", async () => {
    const token = await loginAs(t.app, "agent1");
    const { sub, jti, role } = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    await t.database.db.connection().execute(async (db) => {
      const sessions = new SessionsRepository(db);
      expect(await sessions.state(jti, sub, role)).toBe("live");
      expect(await sessions.state(jti, sub, role)).toBe("live");
      await db.selectFrom("users").select("id").where("username", "=", "agent1").execute();
      const answers = new AnswersRepository(db);
      expect(await answers.context("00000000-0000-4000-8000-000000000000")).toBeUndefined();
      const rows = await preparedOnThisConnection(db);
      expect(rows.map((r) => r.name).sort()).toEqual(
        rows.map((r) => statementName(r.statement)).sort(), // named by their own text
      );
      expect(rows.filter((r) => r.statement.includes("from sessions s join users u"))).toHaveLength(1);
      expect(rows.filter((r) => r.statement.includes("to_jsonb(i) as inspection_json"))).toHaveLength(1);
      expect(rows.every((r) => r.statement.startsWith(PREPARED))).toBe(true);
    });
  });

  it("a session check still sees a logout at once (prepared, never cached)", async () => {
    const token = await loginAs(t.app, "agent2");
    const me = () =>
      t.app.inject({ method: "GET", url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/users/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});
