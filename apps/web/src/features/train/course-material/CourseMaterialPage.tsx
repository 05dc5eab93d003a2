import { MaterialLibraryPage } from '../../recruit/material/MaterialPage.tsx';

/**
 * 课程素材 (/train/course/material): the same material library as 素材库, through the training paths
 * (`/train/course/*`), codes (trainMaterial:*) and groups (groupType 1).
 */
export default function CourseMaterialPage() {
  return <MaterialLibraryPage library="train" />;
}
