export function meta() {
  return [{ title: "Baseline" }];
}

export default function Home() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>Een React Router-app met één route: de maat voor npm run bench.</p>
    </main>
  );
}
