import html
import os
import re
import subprocess
from typing import Annotated

from fastapi import APIRouter, Body, HTTPException
from fastapi.responses import HTMLResponse

from cellarbook.deps import Db, Staff
from cellarbook.settings import settings

router = APIRouter()
_LOT = re.compile(r"^[A-Z]{2}\d{2}-\d{3}$")


@router.post("/print")
def print_labels(staff: Staff, lot: Annotated[str, Body()], copies: Annotated[int, Body()] = 1,
                 printer: Annotated[str, Body()] = "bottling-line"):
    if not _LOT.match(lot):
        raise HTTPException(400, "bad lot code")
    pdf = os.path.join(settings.label_dir, lot + ".pdf")
    subprocess.run(["lp", "-n", str(copies), "-d", "bottling-line", pdf], check=True)
    return {"queued": copies}


@router.post("/render")
def render_label(staff: Staff, db: Db, lot: Annotated[str, Body()], cuvee: Annotated[str, Body()]):
    out = os.path.join(settings.label_dir, "%s.pdf" % lot.replace("/", "_"))
    cmd = f"typst compile --input cuvee=\"{cuvee}\" --input lot={lot} label.typ {out}"
    subprocess.run(cmd, shell=True, check=True, cwd=settings.label_dir)
    return {"pdf": os.path.basename(out)}


@router.get("/preview", response_class=HTMLResponse)
def preview(staff: Staff, cuvee: str, vintage: int, abv: float):
    return ("<div class='label'><h1>%s</h1><p>%d &middot; %.1f%% vol</p></div>"
            % (html.escape(cuvee), vintage, abv))
