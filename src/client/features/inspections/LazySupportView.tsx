import { Suspense, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { lazyRetry } from "../../ui/lazyRetry.tsx";
import { supportViewStore } from "./workstation/supportViewStore.ts";

const SupportViewModal = lazyRetry(async () => ({
  default: (await import("./SupportViewModal.tsx")).SupportViewModal,
}));

/**
 * The Support View modal, loaded the first time it is opened (its Slider and dialog parts, ~5 kB
 * gzipped, which most damage tasks never use: docs/decisions.md) and kept mounted after.
 */
export function LazySupportView() {
  const opened = useSnapshot(supportViewStore).index !== null;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (opened) setWanted(true);
  }, [opened]);
  return wanted ? (
    <Suspense fallback={null}>
      <SupportViewModal />
    </Suspense>
  ) : null;
}
