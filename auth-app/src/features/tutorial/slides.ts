import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@dakiya/shared';
import slide1 from './assets/slide-1.svg';
import slide2 from './assets/slide-2.svg';
import slide3 from './assets/slide-3.svg';

export interface TutorialSlide {
  id: number;
  image: string;
  title: MessageDescriptor;
  para: MessageDescriptor;
  mobileText: MessageDescriptor;
}

const TEXTS = [
  [
    msg`Trusted Parcel Point`,
    msg`Hand over documents and parcels to verified Dakiya drivers, and follow every delivery until it is dropped.`,
  ],
  [
    msg`Find your best service`,
    msg`From a single document to a truck load: compare estimates, offer your own fare and pick the driver you like.`,
  ],
  [
    msg`Pickup and Drop system`,
    msg`Set your pickup and drop on the map; the nearest driver comes to you and takes it where it needs to go.`,
  ],
] as const;

/** Three slides (docs/product.md, "Routes"); the mobile wording is identical text. */
export const SLIDES: TutorialSlide[] = TEXTS.map(([title, para], index) => ({
  id: index + 1,
  image: [slide1, slide2, slide3][index]!,
  title,
  para,
  mobileText: para,
}));
