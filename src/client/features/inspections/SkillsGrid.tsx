import { makeStyles, mergeClasses, Subtitle2, tokens } from "@fluentui/react-components";
import { SKILLS } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
    gap: tokens.spacingHorizontalS,
    listStyleType: "none",
    margin: 0,
    padding: 0,
  },
  skill: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: "center",
  },
  dimmed: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForegroundDisabled,
    fontWeight: tokens.fontWeightRegular,
    opacity: 0.6,
  },
});

/** The 13 skills (product §1); the ones the agent lacks are dimmed. */
export function SkillsGrid({ skills }: { skills: readonly string[] }) {
  const styles = useStyles();
  return (
    <section aria-labelledby="skills-title">
      <Subtitle2 as="h2" id="skills-title">
        {TEXTS.skills}
      </Subtitle2>
      <ul className={styles.grid}>
        {SKILLS.map((skill) => {
          const has = skills.includes(skill);
          return (
            <li
              key={skill}
              className={mergeClasses(styles.skill, !has && styles.dimmed)}
              aria-disabled={has ? undefined : true}
              aria-label={has ? skill : TEXTS.skillLacking(skill)}
              data-dimmed={has ? undefined : "true"}
            >
              {skill}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
