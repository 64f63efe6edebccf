import { describe, expect, it } from "vitest";
import { type BoardAction, type BoardState, boardReducer, initialBoardState } from "./inspectionBoard.ts";

type Task = { id: string };
type State = BoardState<Task, string, string, string>;
type Action = BoardAction<Task, string, string, string>;

const run = (actions: Action[], from: State = initialBoardState()): State =>
  actions.reduce(boardReducer, from);

const busy: State = run([
  { type: "SET_STATUS", status: "Process" },
  { type: "SET_INFO_USER", infoUser: "me" },
  { type: "SUMARY_TASK_USER", sumaryTask: "sum" },
  { type: "GET_MISSION", task: { id: "t1" }, photoCode: "04", time: 45 },
  { type: "GET_DAMAGES", listDamages: ["d1"] },
  { type: "SET_TIME", timeCount: 20 },
  { type: "PLUS_TIME", taskName: "damage_body" },
  { type: "HAS_ERROR", error: "boom" },
]);

describe("boardReducer", () => {
  it("starts at Start with a 60 s timer", () => {
    expect(initialBoardState()).toMatchObject({
      status: "Start",
      timeCount: 60,
      doingTask: false,
      plusTime: false,
      task: null,
    });
  });

  it("a mission sets the task, photo code, timer and doingTask", () => {
    const s = run([
      { type: "SET_STATUS", status: "Process" },
      { type: "GET_MISSION", task: { id: "t" }, photoCode: "01" },
    ]);
    expect(s).toMatchObject({
      status: "Process",
      task: { id: "t" },
      photoCode: "01",
      timeCount: 60,
      doingTask: true,
    });
    expect(run([{ type: "GET_MISSION", task: { id: "t" }, photoCode: "01", time: 90 }]).timeCount).toBe(90);
  });

  it("the busy fixture is busy", () => {
    expect(busy).toMatchObject({
      status: "Process",
      task: { id: "t1" },
      timeCount: 50,
      plusTime: true,
      listDamages: ["d1"],
      error: "boom",
      doingTask: true,
      infoUser: "me",
    });
  });

  it("entering Start resets task, error, timer, damages, doingTask and plusTime, keeps info", () => {
    expect(boardReducer(busy, { type: "SET_STATUS", status: "Start" })).toMatchObject({
      status: "Start",
      task: null,
      error: null,
      timeCount: 60,
      listDamages: [],
      doingTask: false,
      plusTime: false,
      infoUser: "me",
      sumaryTask: "sum",
    });
  });

  it.each(["RESET_INSPECTION", "CLEAR_DATA"] as const)("%s also clears info and summary", (type) => {
    expect(boardReducer(busy, { type })).toMatchObject({
      status: "Start",
      task: null,
      timeCount: 60,
      infoUser: null,
      sumaryTask: null,
    });
  });

  it.each(["ACCEPT_IMAGE", "REJECT_IMAGE", "FINISH_IMAGE"] as const)(
    "%s with Success! ends the task",
    (type) => {
      const s = boardReducer(busy, { type, message: "Success!" });
      expect(s).toMatchObject({
        status: "Process",
        task: null,
        doingTask: false,
        timeCount: 60,
        plusTime: false,
      });
      const kept = boardReducer({ ...busy, loading: true }, { type, message: "VIN not decoded" });
      expect(kept).toMatchObject({ task: { id: "t1" }, doingTask: true, loading: false });
    },
  );

  it("plus time only once and only on damage_body", () => {
    expect(boardReducer(busy, { type: "PLUS_TIME", taskName: "damage_body" }).timeCount).toBe(50);
    const fresh = run([{ type: "GET_MISSION", task: { id: "t" }, photoCode: "05", time: 30 }]);
    expect(boardReducer(fresh, { type: "PLUS_TIME", taskName: "damage_other" }).timeCount).toBe(30);
    expect(boardReducer(fresh, { type: "PLUS_TIME", taskName: "damage_body" })).toMatchObject({
      timeCount: 60,
      plusTime: true,
    });
  });

  it("time out and small actions", () => {
    expect(boardReducer(busy, { type: "TIME_OUT" })).toMatchObject({
      timeOut: true,
      timeCount: 0,
      doingTask: false,
    });
    expect(boardReducer(busy, { type: "SET_TIME", timeCount: -3 }).timeCount).toBe(0);
    expect(boardReducer(busy, { type: "CLEAR_ERROR" }).error).toBeNull();
    expect(boardReducer(busy, { type: "SET_LOADING", loading: true }).loading).toBe(true);
    expect(boardReducer(busy, { type: "CLEAR_TASK" })).toMatchObject({
      status: "Process",
      task: null,
      infoUser: "me",
    });
  });
});
