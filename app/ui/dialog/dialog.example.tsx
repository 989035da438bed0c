import { useState } from "react";
import { Button } from "~/ui/button/button";
import { TextField } from "~/ui/forms/field";
import { row } from "~/ui/gallery/example";
import { Dialog, DialogClose } from "./dialog";
import type { GalleryExample } from "~/ui/gallery/gallery";

function Examples() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <div className={row}>
        <Dialog
          title="Adres wijzigen"
          description="Uw krant wordt vanaf de gekozen datum op het nieuwe adres bezorgd."
          trigger={<Button>Open dialoog</Button>}
          footer={
            <DialogClose>
              <Button variant="secondary">Annuleren</Button>
            </DialogClose>
          }
        >
          <TextField label="Nieuwe straat" />
        </Dialog>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          Open bevestiging
        </Button>
        <Dialog
          role="alertdialog"
          title="Abonnement opzeggen?"
          description="U leest dan na de einddatum niet meer mee."
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Nee, terug
              </Button>
              <Button onClick={() => setDialogOpen(false)}>Ja, opzeggen</Button>
            </>
          }
        />
      </div>
    </>
  );
}

export const example: GalleryExample = { title: "Dialoog", order: 100, Example: Examples };
