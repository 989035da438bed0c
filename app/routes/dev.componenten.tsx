export default function ComponentGallery() {
  return <h1>Componentengalerij</h1>;
}
