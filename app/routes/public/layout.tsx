import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import type { Route } from "./+types/layout";

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <PublicFrame>
      <RootErrorBoundary {...props} />
    </PublicFrame>
  );
}
