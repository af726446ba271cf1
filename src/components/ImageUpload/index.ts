export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { DEFAULT_CROP, DEFAULT_MAX_SIZE_KB, type CropSize, type OutputFormat } from './rules';
export { CroppedImageField, type CroppedImageFieldProps } from './CroppedImageField';
