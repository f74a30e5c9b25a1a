import { Color, DirectionalLight, EquirectangularReflectionMapping, MathUtils, PMREMGenerator, type Scene, Vector3, type WebGLRenderer } from 'three';
import { canvas, mix, noise, paint, type Rgb, texture } from './paint.ts';
import type { PhotoShot } from './shot.ts';

/**
 * A Berlin November day under a closed layer of stratus: the sky as one wrapping picture (brighter
 * above than at the horizon, a brighter patch where the low sun stands behind the clouds, soft lumps
 * in the cloud base) that is both the background and, prefiltered, the light on every surface. A weak
 * warm light from the sun's direction with very soft shadows keeps the forms from going flat.
 * Returns the haze's colour, the horizon's, for far things to fade into.
 */
export function overcast(renderer: WebGLRenderer, scene: Scene, shot: PhotoShot): Color {
  const azimuth = MathUtils.degToRad(shot.sun.azimuth);
  const elevation = MathUtils.degToRad(shot.sun.elevation);
  const towardsSun = new Vector3(Math.sin(azimuth) * Math.cos(elevation), Math.sin(elevation), -Math.cos(azimuth) * Math.cos(elevation));

  const [element, context] = canvas(1024, 512);
  const clouds = noise(5, 3301, 6);
  const horizon: Rgb = [214, 213, 208];
  const zenith: Rgb = [200, 206, 212];
  const ground: Rgb = [96, 93, 86];
  const direction = new Vector3();
  paint(context, (u, v) => {
    // The canvas's columns run round the horizon, its rows from the zenith (top) to the nadir.
    const altitude = (0.5 - v) * Math.PI;
    const around = (u - 0.5) * Math.PI * 2;
    direction.set(Math.cos(altitude) * Math.cos(around), Math.sin(altitude), Math.cos(altitude) * Math.sin(around));
    if (altitude < 0) return mix(mix(horizon, ground, 0.4), ground, Math.min(1, -altitude * 6));
    const up = Math.sin(altitude);
    const glow = Math.exp((direction.dot(towardsSun) - 1) * 4) * 26;
    // The cloud base's lumps and darker bands, flattened towards the horizon as perspective does.
    const lumps = (clouds(u * 2, up ** 0.5) - 0.5) * 60 * Math.min(1, up * 5 + 0.3);
    return mix(horizon, zenith, up ** 0.6, glow + lumps + up * 18);
  });
  const sky = texture(element);
  sky.mapping = EquirectangularReflectionMapping;
  scene.background = sky;
  // A phone meters the ground: the sky in the picture a shade darker than the light it gives, so its clouds keep some grey.
  scene.backgroundIntensity = 0.82;
  const pmrem = new PMREMGenerator(renderer);
  scene.environment = pmrem.fromEquirectangular(sky).texture;
  scene.environmentIntensity = shot.skyLight ?? 1;

  const sun = new DirectionalLight(new Color('#fff0dc'), shot.sun.strength);
  const centre = new Vector3(...shot.shadows.centre);
  const radius = shot.shadows.radius;
  sun.position.copy(centre).addScaledVector(towardsSun, radius * 2);
  sun.target.position.copy(centre);
  sun.castShadow = shot.sun.strength > 0;
  sun.shadow.mapSize.set(4096, 4096);
  Object.assign(sun.shadow.camera, { left: -radius, right: radius, top: radius, bottom: -radius, near: radius * 0.5, far: radius * 3.5 });
  sun.shadow.camera.updateProjectionMatrix();
  // Light through a cloud layer has no edge: a shadow blurred wide, as the sky's brighter patch casts it.
  sun.shadow.radius = 14;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.01;
  scene.add(sun, sun.target);
  return new Color().setRGB(...(horizon.map((value) => value / 255) as [number, number, number]), 'srgb');
}
