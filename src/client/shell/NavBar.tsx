import { Button, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { SignOutRegular, VehicleCarProfileLtrRegular } from "@fluentui/react-icons";
import { Link, NavLink, useNavigate } from "react-router-dom";
import type { User } from "../../contract/users.ts";
import { canReadClientReports } from "../../domain/clientReports.ts";
import { canReadFailedTasks, hasPerformanceMenu } from "../../domain/failedTaskPermissions.ts";
import { canManageIntegrations } from "../../domain/integrations.ts";
import { canReadInspectionResults, roleColor } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import { logout } from "../state/auth.ts";
import { FailedTaskBadge } from "./FailedTaskBadge.tsx";
import { UserAvatar } from "./UserAvatar.tsx";

const useStyles = makeStyles({
  bar: {
    position: "sticky",
    top: 0,
    zIndex: 100,
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    height: "48px",
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  brand: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorBrandForeground1,
    textDecorationLine: "none",
    marginRight: tokens.spacingHorizontalM,
  },
  menu: { display: "flex", alignItems: "stretch", height: "100%", gap: tokens.spacingHorizontalXS },
  item: {
    display: "inline-flex",
    alignItems: "center",
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: "none",
    borderBottom: "2px solid transparent",
    ":hover": { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  active: { color: tokens.colorBrandForeground1, borderBottom: `2px solid ${tokens.colorBrandStroke1}` },
  spacer: { flexGrow: 1 },
  user: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: "none",
  },
  green: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  red: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  version: { color: tokens.colorNeutralForeground3 },
});

export type NavUser = Pick<User, "username" | "role" | "sex" | "totalTaskFailed">;

/** The top bar, shown only when authenticated (product §2 Navigation bar). */
export function NavBar({ user }: { user: NavUser }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    mergeClasses(styles.item, isActive && styles.active);
  const color = roleColor(user.role);

  const signOut = () => {
    void logout();
    navigate("/", { replace: true });
  };

  return (
    <nav className={styles.bar} aria-label={TEXTS.navigationLabel}>
      <Link to="/inspections" className={styles.brand}>
        <VehicleCarProfileLtrRegular fontSize={22} aria-hidden />
        {TEXTS.brand}
      </Link>
      <div className={styles.menu}>
        <NavLink to="/inspections" className={itemClass}>
          {TEXTS.navInspections}
        </NavLink>
        <NavLink to="/training" className={itemClass}>
          {TEXTS.navTraining}
        </NavLink>
        {/* The spec names no way into the cage catalogue: a menu item is ours (docs/decisions.md). */}
        <NavLink to="/cages" className={itemClass}>
          {TEXTS.navCages}
        </NavLink>
        {/* The spec's Performance menu (Task Failed, Statistic) had no way in but the badge (ours). */}
        {hasPerformanceMenu(user.role) ? (
          <NavLink to="/performance" className={itemClass}>
            {TEXTS.navPerformance}
          </NavLink>
        ) : null}
        {canReadInspectionResults(user.role) ? (
          <NavLink to="/inspections-admin" className={itemClass}>
            {TEXTS.navInspectionsAdmin}
          </NavLink>
        ) : null}
        {canReadClientReports(user.role) ? (
          <NavLink to="/ops/client-reports" className={itemClass}>
            {TEXTS.navClientReports}
          </NavLink>
        ) : null}
        {canManageIntegrations(user.role) ? (
          <NavLink to="/ops/integrations" className={itemClass}>
            {TEXTS.navIntegrations}
          </NavLink>
        ) : null}
      </div>
      <div className={styles.spacer} />
      {/* A VIEWER has no failed tasks: its badge would link to a list the server refuses it. */}
      {canReadFailedTasks(user.role) ? <FailedTaskBadge count={user.totalTaskFailed} /> : null}
      <Link to="/account" className={styles.user} data-testid="nav-user">
        <UserAvatar sex={user.sex} />
        <Text weight="semibold">{user.username}</Text>
      </Link>
      <Text className={styles[color]} data-testid="nav-role" data-color={color}>
        {user.role}
      </Text>
      <Text size={200} className={styles.version}>
        {TEXTS.appVersionLabel}
      </Text>
      <Button appearance="subtle" icon={<SignOutRegular />} onClick={signOut}>
        {TEXTS.signOut}
      </Button>
    </nav>
  );
}
