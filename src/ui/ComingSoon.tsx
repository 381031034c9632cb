/** Body of a route whose screen has not been built yet; its guard and title are real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="shell-page">
      <h1>{title}</h1>
      <p>This screen is coming soon.</p>
    </section>
  );
}
