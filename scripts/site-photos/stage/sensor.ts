/**
 * A phone sensor's trace on the finished frame: fine luminance noise, a little stronger in the
 * shadows, where a small sensor lifts them. Without it a render's flat areas are too clean for a photo.
 * `scale` is how many drawn pixels make one of the file, so the grain keeps its size once scaled down.
 */
export function sensor(scale: number) {
  return {
    name: 'SensorShader',
    uniforms: { tDiffuse: { value: null }, scale: { value: scale } },
    vertexShader: /* glsl */ `
      varying vec2 vUv;
      void main() {
        vUv = uv;
        gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      }
    `,
    fragmentShader: /* glsl */ `
      uniform sampler2D tDiffuse;
      uniform float scale;
      varying vec2 vUv;
      float hash(vec2 p) {
        p = fract(p * vec2(443.897, 441.423));
        p += dot(p, p.yx + 19.19);
        return fract((p.x + p.y) * p.x);
      }
      void main() {
        vec3 colour = texture2D(tDiffuse, vUv).rgb;
        float luma = dot(colour, vec3(0.2126, 0.7152, 0.0722));
        float grain = hash(floor(gl_FragCoord.xy / scale)) - 0.5;
        colour += grain * mix(0.035, 0.012, luma);
        gl_FragColor = vec4(clamp(colour, 0.0, 1.0), 1.0);
      }
    `,
  };
}
