/**
 * The inspection board state (product §3 "Inspection board state", §4 "Inspection board") as a pure
 * reducer, generic over the task, user-info, summary and damage shapes (the contract owns those).
 * The spec names the actions but shows few transitions; the ones not shown are our decisions, noted.
 */
import { DEFAULT_TASK_TIME_S } from "./constants.ts";
import { TEXTS } from "./texts.ts";
import { applyPlusTime, initialTaskTime } from "./timer.ts";

export type BoardStatus = "Start" | "Process";

export interface BoardState<Task = unknown, Info = unknown, Summary = unknown, Damage = unknown> {
  status: BoardStatus;
  task: Task | null;
  error: string | null;
  loading: boolean;
  timeCount: number;
  timeOut: boolean;
  photoCode: string | null;
  infoUser: Info | null;
  sumaryTask: Summary | null;
  listDamages: Damage[];
  doingTask: boolean;
  plusTime: boolean;
}

export type BoardAction<Task = unknown, Info = unknown, Summary = unknown, Damage = unknown> =
  | { type: "SET_STATUS"; status: BoardStatus }
  | { type: "GET_MISSION"; task: Task; photoCode: string; time?: number | null }
  | { type: "HAS_ERROR"; error: string }
  | { type: "ACCEPT_IMAGE" | "REJECT_IMAGE" | "FINISH_IMAGE"; message: string }
  | { type: "RESET_INSPECTION" }
  | { type: "SET_TIME"; timeCount: number }
  | { type: "PLUS_TIME"; taskName: string }
  | { type: "TIME_OUT" }
  | { type: "SET_LOADING"; loading: boolean }
  | { type: "SET_INFO_USER"; infoUser: Info }
  | { type: "SUMARY_TASK_USER"; sumaryTask: Summary }
  | { type: "GET_DAMAGES"; listDamages: Damage[] }
  | { type: "CLEAR_ERROR" }
  | { type: "CLEAR_TASK" }
  | { type: "CLEAR_DATA" };

export const initialBoardState = <T, I, S, D>(): BoardState<T, I, S, D> => ({
  status: "Start",
  task: null,
  error: null,
  loading: false,
  timeCount: DEFAULT_TASK_TIME_S,
  timeOut: false,
  photoCode: null,
  infoUser: null,
  sumaryTask: null,
  listDamages: [],
  doingTask: false,
  plusTime: false,
});

/** What entering Start resets (product §4): task, error, timer to 60, damages, doingTask, plusTime. */
const clearTask = <T, I, S, D>(state: BoardState<T, I, S, D>): BoardState<T, I, S, D> => ({
  ...state,
  task: null,
  photoCode: null,
  error: null,
  loading: false,
  timeCount: DEFAULT_TASK_TIME_S,
  timeOut: false,
  listDamages: [],
  doingTask: false,
  plusTime: false,
});

export const boardReducer = <T, I, S, D>(
  state: BoardState<T, I, S, D>,
  action: BoardAction<T, I, S, D>,
): BoardState<T, I, S, D> => {
  switch (action.type) {
    case "SET_STATUS":
      return action.status === "Start"
        ? { ...clearTask(state), status: "Start" }
        : { ...state, status: "Process" };
    case "GET_MISSION":
      // A task arrived: timer from taskSlot.inspects.time (default 60), doingTask on (product §4).
      return {
        ...clearTask(state),
        task: action.task,
        photoCode: action.photoCode,
        timeCount: initialTaskTime({ time: action.time }),
        doingTask: true,
      };
    case "HAS_ERROR":
      return { ...state, error: action.error, loading: false };
    case "ACCEPT_IMAGE":
    case "REJECT_IMAGE":
    case "FINISH_IMAGE":
      // 'Success!' ends the task and resets the view; any other answer keeps the task (product §4).
      return action.message === TEXTS.success ? clearTask(state) : { ...state, loading: false };
    case "SET_TIME":
      return { ...state, timeCount: Math.max(0, action.timeCount) };
    case "PLUS_TIME": {
      const next = applyPlusTime(
        { remaining: state.timeCount, plusTimeUsed: state.plusTime },
        action.taskName,
      );
      return { ...state, timeCount: next.remaining, plusTime: next.plusTimeUsed };
    }
    case "TIME_OUT":
      // Ours: the timeout dialog shows and the agent no longer holds the task.
      return { ...state, timeOut: true, timeCount: 0, doingTask: false, loading: false };
    case "SET_LOADING":
      return { ...state, loading: action.loading };
    case "SET_INFO_USER":
      return { ...state, infoUser: action.infoUser };
    case "SUMARY_TASK_USER":
      return { ...state, sumaryTask: action.sumaryTask };
    case "GET_DAMAGES":
      return { ...state, listDamages: action.listDamages };
    case "CLEAR_ERROR":
      return { ...state, error: null };
    case "CLEAR_TASK":
      return clearTask(state);
    case "RESET_INSPECTION":
    case "CLEAR_DATA":
      // Reset and clear-data also clear the info and summary (product §4), and go back to Start.
      return { ...clearTask(state), status: "Start", infoUser: null, sumaryTask: null };
  }
};
