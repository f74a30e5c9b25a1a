import type { SocialId } from '../../shared/site.ts';
import facebook from './marks/facebook.svg';
import instagram from './marks/instagram.svg';
import linkedin from './marks/linkedin.svg';
import twitter from './marks/twitter.svg';
import xing from './marks/xing.svg';
import youtube from './marks/youtube.svg';

/**
 * The networks' marks as hashed files. Facebook, Instagram, Xing, YouTube and the X/Twitter mark are
 * from Simple Icons (CC0 1.0); the LinkedIn mark is drawn here.
 */
export const socialMarks: Record<SocialId, string> = { linkedin, facebook, youtube, instagram, xing, twitter };
