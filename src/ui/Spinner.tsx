export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner-block" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
