import type { Resume } from '@resumey/resume';
import { createResumeStore, type ResumeApi } from '../../resumes';
import { EditorDoc } from './doc';

/** An editor on `resume`, held by a store of its own with no server and no local storage (component tests). */
export function docOf(resume: Resume): EditorDoc {
  const store = createResumeStore({ api: {} as ResumeApi, storage: () => undefined, sleep: async () => undefined });
  store.setState({
    status: 'ready',
    entries: { [resume.id]: { record: { resume, version: 1, shares: [] }, dirty: false, base: resume } },
  });
  return new EditorDoc(resume.id, store);
}
