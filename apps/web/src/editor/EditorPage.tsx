import { memo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { EditorScreen } from './EditorScreen';
import { Loading, ResumeNotFound } from './EditorStates';
import { ImportFromLink, linkData } from './import/ImportFromLink';
import { ImportSummary } from './import/ImportSummary';
import { useCurrentResumeId, useResumeList, useResumeRecord } from '../resumes';

/**
 * /edit/{id} and /edit. A resume carried in the link's fragment (/edit#{share data}, as made for /v/#{data}) is
 * imported first and the editor moves to its new id; /edit alone opens the most recently updated resume.
 */
export default function EditorPage() {
  const { id } = useParams();
  const { hash } = useLocation();
  const data = linkData(hash);
  if (data) return <ImportFromLink data={data} />;
  if (!id) return <OpenLatest />;
  return <EditorLoader id={id} />;
}

function EditorLoader({ id }: { id: string }) {
  const { record, loading, notFound } = useResumeRecord(id);
  if (record) {
    return (
      <>
        <MemoScreen key={id} id={id} />
        <ImportSummary />
      </>
    );
  }
  if (loading && !notFound) return <Loading />;
  return <ResumeNotFound />;
}

// The loader re-renders whenever the record changes (every edit); the screen does not need to.
const MemoScreen = memo(EditorScreen);

/** /edit alone: the current resume, else the most recently updated one, else the dashboard. */
function OpenLatest() {
  const { resumes, loading } = useResumeList();
  const currentId = useCurrentResumeId();
  if (loading) return <Loading />;
  const id = resumes.find((r) => r.resume.id === currentId)?.resume.id ?? resumes[0]?.resume.id;
  return <Navigate to={id ? `/edit/${id}` : '/dashboard'} replace />;
}
