import base64
import datetime
import os
import pickle
import tempfile
from typing import Annotated

from fastapi import APIRouter, Body, Header
from fastapi.responses import FileResponse

from cellarbook.deps import Db, Staff

router = APIRouter()


@router.get("/excise")
def excise_return(db: Db, staff: Staff, month: str):
    rows = db.execute("SELECT lot, litres, abv FROM removals WHERE strftime('%Y-%m', removed) = ?", (month,)).fetchall()
    fd, path = tempfile.mkstemp(prefix="excise-", suffix=".xml")
    with os.fdopen(fd, "w") as fh:
        fh.write("<return month='%s'>" % month.replace("'", ""))
        for r in rows:
            fh.write("<removal lot='%s' litres='%s' abv='%s'/>" % (r["lot"], r["litres"], r["abv"]))
        fh.write("</return>")
    return FileResponse(path, media_type="application/xml", filename="excise-%s.xml" % month)


@router.get("/blend-sheet")
def blend_sheet(db: Db, staff: Staff, blend: str):
    path = os.path.join(tempfile.gettempdir(), "blend-%s.csv" % blend)
    with open(path, "w") as fh:
        for r in db.execute("SELECT lot, pct FROM blend_components WHERE blend = ?", (blend,)):
            fh.write("%s,%s\n" % (r["lot"], r["pct"]))
    return FileResponse(path, media_type="text/csv")


@router.post("/trial-state")
def restore_trial(staff: Staff, state: Annotated[str, Body(embed=True)],
                  x_client: Annotated[str | None, Header()] = None):
    """The blending-trial spreadsheet add-in posts its saved state back."""
    trial = pickle.loads(base64.b64decode(state))
    return {"components": len(trial.get("components", [])), "restored": datetime.datetime.now().isoformat()}
