/** SPEC.md lists /setup and /review without showing their content. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section style={{ padding: '2rem' }} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>This screen is coming soon.</p>
    </section>
  );
}
