/**
 * The last step of a picture, on its display colours: a gentle S-curve, colours a tenth less
 * saturated (the greens and the sky of a raw render read as a game, not a photograph), shadows a
 * touch cooler and highlights a touch warmer, and a vignette that darkens the corners by a few per cent, as a
 * photographer's raw development would.
 */
export const finish = {
  name: 'FinishShader',
  uniforms: { tDiffuse: { value: null } },
  vertexShader: /* glsl */ `
    varying vec2 vUv;
    void main() {
      vUv = uv;
      gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
    }
  `,
  fragmentShader: /* glsl */ `
    uniform sampler2D tDiffuse;
    varying vec2 vUv;
    void main() {
      vec3 colour = texture2D(tDiffuse, vUv).rgb;
      float luma = dot(colour, vec3(0.2126, 0.7152, 0.0722));
      // S-curve around the middle grey, mixed in at a third.
      vec3 curved = colour * colour * (3.0 - 2.0 * colour);
      colour = mix(colour, curved, 0.3);
      colour = mix(vec3(dot(colour, vec3(0.2126, 0.7152, 0.0722))), colour, 0.88);
      // Split toning: cool in the shadows, warm in the highlights.
      colour += (1.0 - luma) * vec3(-0.012, 0.0, 0.018) + luma * vec3(0.018, 0.008, -0.014);
      // Vignette: up to 12 % darker in the corners, nothing in the middle.
      vec2 centred = vUv - 0.5;
      float vignette = 1.0 - 0.12 * smoothstep(0.25, 0.75, length(centred * vec2(1.1, 1.0)));
      gl_FragColor = vec4(clamp(colour * vignette, 0.0, 1.0), 1.0);
    }
  `,
};
