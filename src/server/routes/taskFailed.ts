import type { FastifyInstance } from "fastify";
import { getInspectionView } from "../../contract/inspectionView.ts";
import {
  confirmTaskFailed,
  deleteTaskFailed,
  getAllTaskFailed,
  getTaskFailed,
  statisticTaskFailed,
} from "../../contract/taskFailed.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

export async function taskFailedRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { review, stats, inspectionView } = services.taskFailed;

  registerCall(app, getAllTaskFailed, async ({ auth, query }) => review.list(auth(), query));
  registerCall(app, getTaskFailed, async ({ auth, params }) => review.detail(auth(), params.id));
  registerCall(app, confirmTaskFailed, async ({ auth, body }) => review.confirm(auth(), body));
  // The id may come in the body or the query (the spec's generic helper is not shown): a missing
  // body is treated as {} for this call only.
  await app.register(async (scoped) => {
    scoped.addHook("preValidation", async (req) => {
      if (req.body === undefined || req.body === null) req.body = {};
    });
    registerCall(scoped, deleteTaskFailed, async ({ auth, body, query }) =>
      review.remove(auth(), body.id ?? query.id),
    );
  });
  registerCall(app, statisticTaskFailed, async ({ auth, query }) => {
    const claims = auth();
    return stats.statistic(query, await review.timezoneOf(claims, query.timezone));
  });
  registerCall(app, getInspectionView, async ({ params }) => inspectionView.bySession(params.sessionID));
}
