import type { OwnShare, ResumeRecord } from '@resumey/resume';

/** How resumes and shares are shown to a model: the data it needs, nothing that would swamp its context. */

/** Stands in for a photo: a data URL can be megabytes. Not a valid photo, so a copy of it sent back is refused. */
export const PHOTO_OMITTED = '[photo omitted: leave it or send this text back to keep the photo]';

export function resumeForModel(record: ResumeRecord) {
  const { resume } = record;
  const photo = resume.profile.profileImage;
  return {
    version: record.version,
    shares: record.shares,
    resume: photo ? { ...resume, profile: { ...resume.profile, profileImage: PHOTO_OMITTED } } : resume,
  };
}

export const resumeLine = (record: ResumeRecord) => ({
  id: record.resume.id,
  title: record.resume.meta.title,
  fullName: record.resume.profile.fullName,
  templateId: record.resume.meta.templateId,
  version: record.version,
  updatedAt: record.resume.updatedAt,
  customUrls: record.shares.map((s) => s.slug),
});

export function shareForModel(share: OwnShare, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    id: share.id,
    resumeId: share.resumeId,
    title: share.title,
    url: share.username ? `${base}/u/${share.username}/${share.slug}` : null,
    shortUrl: share.shortSlug ? `${base}/v/${share.shortSlug}` : null,
    published: share.published,
    hasPassword: share.hasPassword,
    expiresAt: share.expiresAt,
    views: share.views,
  };
}
