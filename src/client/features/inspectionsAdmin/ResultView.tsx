import { Card, CardHeader, makeStyles, Subtitle2, Tab, TabList, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { ResultDocument } from "../../../contract/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { ResultReadable } from "./ResultReadable.tsx";

const useStyles = makeStyles({
  raw: {
    margin: 0,
    maxHeight: "480px",
    overflow: "auto",
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The result document as a person reads it, or as the API and the export send it. */
export function ResultView({ doc, timezone }: { doc: ResultDocument; timezone: string }) {
  const styles = useStyles();
  const [tab, setTab] = useState<"readable" | "raw">("readable");
  return (
    <Card aria-label={TEXTS.resultDocument}>
      <CardHeader header={<Subtitle2 as="h3">{TEXTS.resultDocument}</Subtitle2>} />
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as "readable" | "raw")}>
        <Tab value="readable">{TEXTS.resultReadable}</Tab>
        <Tab value="raw">{TEXTS.resultRaw}</Tab>
      </TabList>
      {tab === "raw" ? (
        <pre className={styles.raw} data-testid="result-json">
          {JSON.stringify(doc, null, 2)}
        </pre>
      ) : (
        <ResultReadable doc={doc} timezone={timezone} />
      )}
    </Card>
  );
}
