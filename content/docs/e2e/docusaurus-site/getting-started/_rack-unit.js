// JSX in a .js file, as most Docusaurus sites write their components: Babel reads it there.
export function RackUnit({ units }) {
  return (
    <p>
      The panel is {units} rack unit tall: <strong>{(units * 44.45).toFixed(2)} mm</strong>.
    </p>
  );
}
