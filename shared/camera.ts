// `@dakiya/shared/camera`: the front camera in a dialog and its square JPEG, for the customer's and
// the driver's sign-up. A separate entry: only the screens that take a photo load it and
// react-webcam.
export { CameraModal } from './src/camera/CameraModal';
export { captureSquareJpeg, squareCropRect, type CapturedPhoto } from './src/camera/square-crop';
