/**
 * The example site's photos as drawings on a 160 x 110 grid: stylised, but lit and coloured like
 * photos taken on an overcast November day in Berlin. Each receives a prefix for its gradient ids, so
 * one view can show the same scene twice.
 */
interface SceneProps {
  id: string;
}

function Worker({ x, y, vest = '#d9772e', helmet = '#f1eee6', scale = 1 }: { x: number; y: number; vest?: string; helmet?: string; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-3 0l.6-10h2.2L0-2 .2-10h2.2L3 0z" fill="#3a3e44" />
      <path d="M-4.2-10l.6-9.5c.4-1.6 1.5-2.4 3.6-2.4s3.2.8 3.6 2.4l.6 9.5z" fill={vest} />
      <path d="M-4-14h8M-4.1-12h8.2" stroke="#ece8d6" strokeWidth=".8" />
      <circle cy="-24.4" r="2.3" fill="#b98d70" />
      <path d="M-2.9-25.2a2.9 2.9 0 0 1 5.8 0z" fill={helmet} />
      <path d="M-3.4-25.2h6.8" stroke={helmet} strokeWidth=".7" />
    </g>
  );
}

function OvercastSky({ id }: SceneProps) {
  return (
    <>
      <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#aebbc4" />
        <stop offset="1" stopColor="#dad8cf" />
      </linearGradient>
      <rect width="160" height="110" fill={`url(#${id}-sky)`} />
    </>
  );
}

/** Wall formwork on the newest slab: ochre panels with their walkway, push-pull props, starter bars and the crane behind. */
function Formwork({ id }: SceneProps) {
  return (
    <g>
      <OvercastSky id={id} />
      <path d="M0 58h14v-6h12v4h16v-9h10v11h22v-5h16v5h70v14H0z" fill="#a3a9ab" opacity=".7" />
      {/* Tower crane */}
      <g stroke="#b48a37" strokeWidth=".8" fill="none">
        <path d="M128 8v56M133 8v56" />
        <path d="M128 14l5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6" />
        <path d="M56 10h104M56 13h104M56 13l8-3 8 3 8-3 8 3 8-3 8 3 8-3 8 3 8-3 8 3 8-3 8 3" />
        <path d="M130.5 2l-26 8M130.5 2l27 8" />
      </g>
      <path d="M89 13v18" stroke="#55504a" strokeWidth=".5" />
      <path d="M87.5 31h3l-1.5 3z" fill="#4d4a45" />
      {/* Slab */}
      <linearGradient id={`${id}-slab`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#a29c92" />
        <stop offset="1" stopColor="#847e74" />
      </linearGradient>
      <path d="M0 74h160v36H0z" fill={`url(#${id}-slab)`} />
      <path d="M8 96c14-2 30-1 42 1s22 2 30 0" stroke="#7a746a" strokeWidth="3" opacity=".35" fill="none" />
      {/* Starter bars */}
      <g stroke="#5c4a3d" strokeWidth=".8">
        {[104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 148, 152].map((x) => (
          <path key={x} d={`M${x} 86V${64 + (x % 3)}`} />
        ))}
        <path d="M102 70h52M102 77h52" strokeWidth=".6" />
      </g>
      {/* Formwork: the face in light, the return in shade, the walkway on top */}
      <path d="M6 80h116l-6 5H4z" fill="#4f4a43" opacity=".45" />
      <linearGradient id={`${id}-panel`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#d9ab48" />
        <stop offset="1" stopColor="#bf9034" />
      </linearGradient>
      <path d="M10 36h84v44H10z" fill={`url(#${id}-panel)`} />
      <path d="M94 36l24 6v36l-24 2z" fill="#a98232" />
      <g stroke="#9c7427" strokeWidth=".9">
        <path d="M38 36v44M66 36v44M10 51h84M10 66h84" />
        <path d="M106 39v40" />
      </g>
      <g fill="#6f5a3a" opacity=".55">
        {[18, 30, 46, 58, 74, 86].map((x) => (
          <circle key={x} cx={x} cy="44" r=".9" />
        ))}
        {[18, 30, 46, 58, 74, 86].map((x) => (
          <circle key={`b${x}`} cx={x} cy="59" r=".9" />
        ))}
      </g>
      <path d="M8 36h88M8 30h88" stroke="#a54a34" strokeWidth="1.4" />
      <path d="M10 30v6M30 30v6M52 30v6M74 30v6M94 30v6" stroke="#a54a34" strokeWidth="1" />
      {/* Push-pull props */}
      <path d="M22 64l-14 24M52 64l-12 24M80 64l-10 24" stroke="#9b4f36" strokeWidth="1.6" />
      <path d="M4 88h8M36 88h8M66 88h8" stroke="#55504a" strokeWidth="1.4" />
      <Worker x={58} y={100} scale={1.15} />
      <Worker x={132} y={94} vest="#c9b23a" scale={0.9} />
    </g>
  );
}

/** A window element going into its opening on level 3, seen from the scaffold. */
function Window({ id }: SceneProps) {
  return (
    <g>
      <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ddd7cb" />
        <stop offset="1" stopColor="#bfb8ab" />
      </linearGradient>
      <rect width="160" height="110" fill={`url(#${id}-wall)`} />
      <g stroke="#c8c1b3" strokeWidth=".6">
        <path d="M0 20h160M0 44h160M0 68h160M40 0v20M120 0v20M20 20v24M100 20v24M60 44v24M140 44v24M40 68v24M120 68v24" />
      </g>
      {/* Reveal, frame and glass */}
      <path d="M40 14h78v78H40z" fill="#7f796e" />
      <path d="M44 18h70v70H44z" fill="#3c4147" />
      <linearGradient id={`${id}-glass`} x1="0" y1="0" x2=".4" y2="1">
        <stop offset="0" stopColor="#9fb1bd" />
        <stop offset=".55" stopColor="#c9d3d8" />
        <stop offset="1" stopColor="#8b9aa4" />
      </linearGradient>
      <path d="M48 22h29v62H48zM81 22h29v62H81z" fill={`url(#${id}-glass)`} />
      <path d="M52 22l18 0-22 40v-22zM86 22h10l-15 30v-12z" fill="#fff" opacity=".28" />
      <path d="M60 30h10v5H60z" fill="#ecebe6" opacity=".9" />
      <path d="M38 90h82v4H38z" fill="#a8a295" />
      <path d="M60 88h22v2.4H60z" fill="#d7b23a" />
      {/* Scaffold */}
      <g stroke="#8a8d8e" strokeWidth="2.4">
        <path d="M14 0v110M146 0v110" />
        <path d="M0 8h160" strokeWidth="1.6" />
        <path d="M14 8l24 26" strokeWidth="1.2" />
      </g>
      <path d="M0 98h160v6H0z" fill="#9b7a54" />
      <path d="M0 104h160v6H0z" fill="#6d655b" />
      <path d="M0 96h160" stroke="#b5563c" strokeWidth="1.6" />
      <Worker x={128} y={98} vest="#3d5d80" helmet="#e9c23f" scale={1.35} />
      <path d="M124 66l-10-6" stroke="#3d5d80" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

/** The window elements arriving: a lorry with a glass stillage under the crane hook, in the site's mud. */
function Delivery({ id }: SceneProps) {
  return (
    <g>
      <OvercastSky id={id} />
      {/* The building behind: raw concrete floors */}
      <path d="M70 14h90v62H70z" fill="#aaa69e" />
      <g stroke="#8f8b83" strokeWidth="1.6">
        <path d="M70 26h90M70 38h90M70 50h90M70 62h90" />
      </g>
      <g fill="#6d6a64">{[78, 98, 118, 138].map((x) => [28, 40, 52, 64].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="12" height="8" />))}</g>
      <linearGradient id={`${id}-mud`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#8d806c" />
        <stop offset="1" stopColor="#6f6353" />
      </linearGradient>
      <path d="M0 76h160v34H0z" fill={`url(#${id}-mud)`} />
      <path d="M0 96c30-4 60-3 90 0s50 3 70 0" stroke="#5f5447" strokeWidth="2" opacity=".5" fill="none" />
      {/* Hook and chains */}
      <path d="M96 0v30" stroke="#47443f" strokeWidth=".7" />
      <path d="M94 30h4l-2 4z" fill="#c0962e" />
      <path d="M96 34l-14 16M96 34l14 16" stroke="#55514b" strokeWidth=".6" />
      {/* Lorry */}
      <path d="M14 54h26l6 12v18H14z" fill="#e8e6e0" />
      <path d="M18 58h18l4 9H18z" fill="#56626d" />
      <path d="M14 76h32" stroke="#c9c6be" strokeWidth="1" />
      <path d="M40 80h112v5H40z" fill="#55585b" />
      {/* Stillage with glass elements */}
      <path d="M72 80l12-32h24l12 32z" fill="none" stroke="#676d72" strokeWidth="1.6" />
      <g>
        <path d="M78 78l10-26h14l-6 26z" fill="#3c4147" />
        <path d="M80 76l8.5-22h11l-5 22z" fill="#a3b5c1" />
        <path d="M98 78l6-26h6l6 26z" fill="#3c4147" />
        <path d="M100 76l5-22h4l5 22z" fill="#b7c6ce" />
      </g>
      <g fill="#262829">
        {[28, 98, 114, 136].map((x) => (
          <circle key={x} cx={x} cy="87" r="6" />
        ))}
      </g>
      <g fill="#8c8f91">
        {[28, 98, 114, 136].map((x) => (
          <circle key={x} cx={x} cy="87" r="2.2" />
        ))}
      </g>
      <Worker x={58} y={100} scale={1.05} />
    </g>
  );
}

/** A crack in the screed, marked on site with spray paint and a folding rule laid beside it. */
function Crack({ id }: SceneProps) {
  return (
    <g>
      <linearGradient id={`${id}-screed`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#cdc6b9" />
        <stop offset="1" stopColor="#a9a193" />
      </linearGradient>
      <rect width="160" height="110" fill={`url(#${id}-screed)`} />
      <path d="M0 0h160v14H0z" fill="#e2ddd3" />
      <path d="M0 14h160v3H0z" fill="#8f897e" />
      <g fill="#8e877b" opacity=".35">
        <circle cx="30" cy="40" r="6" />
        <circle cx="120" cy="80" r="9" />
        <circle cx="80" cy="30" r="4" />
      </g>
      <path
        d="M6 78l12-3 9 2 10-6 8 1 11-7 6 1 9-6 10-1 8-5 9 1 8-6 11-2 9-5 12-3"
        stroke="#3f372f"
        strokeWidth="1.5"
        fill="none"
        strokeLinejoin="bevel"
      />
      <path d="M66 59l6 10 2 9M112 43l5-8" stroke="#3f372f" strokeWidth=".8" fill="none" />
      <path d="M6 79.5l12-3 9 2 10-6 8 1 11-7 6 1 9-6 10-1 8-5 9 1 8-6 11-2 9-5 12-3" stroke="#e4ded2" strokeWidth=".5" fill="none" opacity=".7" />
      <ellipse
        cx="82"
        cy="57"
        rx="76"
        ry="28"
        transform="rotate(-16 82 57)"
        fill="none"
        stroke="#d8622b"
        strokeWidth="2.2"
        strokeDasharray="7 3"
        opacity=".85"
      />
      {/* Folding rule */}
      <g transform="rotate(-4 80 96)">
        <path d="M16 92h128v7H16z" fill="#e2bb43" />
        <path d="M48 92v7M80 92v7M112 92v7" stroke="#8a6d1e" strokeWidth=".8" />
        <g stroke="#2c2a26" strokeWidth=".5">
          {Array.from({ length: 32 }, (_, i) => 18 + i * 4).map((x) => (
            <path key={x} d={`M${x} 92v${x % 8 === 2 ? 3 : 1.8}`} />
          ))}
        </g>
      </g>
    </g>
  );
}

export const scenes = { formwork: Formwork, window: Window, delivery: Delivery, crack: Crack } as const;
export type Scene = keyof typeof scenes;
