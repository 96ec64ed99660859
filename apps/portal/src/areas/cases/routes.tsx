import { caseTabs } from '@freightkit/domain';
import { NotFoundView } from '@freightkit/ui';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CaseListScreen } from './CaseListScreen.tsx';
import { CasePreview } from './CasePreview.tsx';
import { casePreviewPath } from './paths.ts';

/** `/cases/{caseNumber}/preview` opens the first tab (notes). */
function PreviewIndex() {
  const { caseNumber = '' } = useParams();
  return <Navigate to={casePreviewPath(caseNumber)} replace />;
}

/**
 * Accessorial requests (cases, spec 2 §2): the list at `/cases` and the preview at
 * `/cases/{caseNumber}/preview/{tab}` with domain's tabs (notes, documents, history).
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<CaseListScreen />} />
      <Route path=":caseNumber/preview" element={<PreviewIndex />} />
      {caseTabs.map((c) => (
        <Route key={c.id} path={`:caseNumber/preview/${c.id}`} element={<CasePreview tab={c.id} />} />
      ))}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
