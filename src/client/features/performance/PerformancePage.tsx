import { Body1, Card, CardHeader, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import { DataTrendingRegular, TaskListLtrRegular } from "@fluentui/react-icons";
import { Link, Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { hasPerformanceMenu, performanceBoxes } from "../../../domain/failedTaskPermissions.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { HOME_PATH } from "../../shell/guards.tsx";
import { sessionStore } from "../../state/session.ts";
import { Page } from "../../ui/Page.tsx";

const useStyles = makeStyles({
  boxes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL },
  link: {
    textDecorationLine: "none",
    color: "inherit",
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  card: { width: "300px", minHeight: "140px" },
  icon: { fontSize: "40px", color: tokens.colorBrandForeground1 },
});

const BOXES = {
  taskFailed: {
    to: "/performance/listTaskFailed",
    title: TEXTS.pageTaskFailedList,
    description: TEXTS.performanceTaskFailedDescription,
    Icon: TaskListLtrRegular,
  },
  statistic: {
    to: "/performance/statistic",
    title: TEXTS.pageStatistic,
    description: TEXTS.performanceStatisticDescription,
    Icon: DataTrendingRegular,
  },
} as const;

/**
 * /performance (product §2 Performance menu): Task Failed and Statistic; trainees see only Task Failed.
 * A role with no box it may open (VIEWER) is sent home, as for an address that does not exist.
 */
export function PerformancePage() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  if (!user) return null;
  if (!hasPerformanceMenu(user.role)) return <Navigate to={HOME_PATH} replace />;
  return (
    <Page title={TEXTS.pagePerformance}>
      <div className={styles.boxes}>
        {performanceBoxes(user.role).map((key) => {
          const { to, title, description, Icon } = BOXES[key];
          return (
            <Link key={key} to={to} className={styles.link} aria-label={title}>
              <Card className={styles.card}>
                <Icon className={styles.icon} aria-hidden />
                <CardHeader
                  header={<Subtitle2 as="h2">{title}</Subtitle2>}
                  description={<Body1>{description}</Body1>}
                />
              </Card>
            </Link>
          );
        })}
      </div>
    </Page>
  );
}
