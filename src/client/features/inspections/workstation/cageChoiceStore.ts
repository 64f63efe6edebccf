import type { answerCageInfo } from "./cageQueue.ts";

type AnswerCageInfo = ReturnType<typeof answerCageInfo>;

/**
 * The cage the agent chose with T for the held task (MarkCanvas writes it; accept / finish read it).
 * Keyed by task, so a choice can never go out with another task's answer.
 */
let chosen: { taskId: string; cageInfo: AnswerCageInfo } | null = null;

export function setCageChoice(taskId: string, cageInfo: AnswerCageInfo | null): void {
  chosen = cageInfo ? { taskId, cageInfo } : null;
}

/** What accept / finish add to their body for this task: its cageInfo when T chose a cage, else nothing. */
export function cageChoiceForAnswer(taskId: string): { cageInfo?: AnswerCageInfo } {
  return chosen?.taskId === taskId ? { cageInfo: chosen.cageInfo } : {};
}
