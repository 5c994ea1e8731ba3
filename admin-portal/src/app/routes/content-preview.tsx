import { contentKindSchema } from "@church/contracts";
import { Spinner, StaffNotFoundScreen } from "@church/ui-kit";
import { useParams } from "react-router-dom";
import { useSession } from "../../features/auth/api/get-session.ts";
import { useContentPreview } from "../../features/publishing/api/get-content-preview.ts";
import { ContentPreviewPage } from "../../features/publishing/components/content-preview-page.tsx";

/**
 * /admin/preview/:kind/:id: a draft as staff see it before publishing. Anyone not signed in as staff
 * gets the ordinary 404 page, never a sign-in prompt: the address tells a stranger nothing.
 */
export default function ContentPreviewRoute() {
  const params = useParams();
  const kind = contentKindSchema.safeParse(params.kind);
  const session = useSession();
  const signedIn = !!session.data;
  const preview = useContentPreview(kind.data ?? "article", params.id ?? "", kind.success && signedIn);
  if (session.isPending || (signedIn && kind.success && preview.isPending)) {
    return (
      <div className="ck-staff-center">
        <Spinner showLabel size="lg" />
      </div>
    );
  }
  if (!preview.data) return <StaffNotFoundScreen />;
  return <ContentPreviewPage preview={preview.data} />;
}
