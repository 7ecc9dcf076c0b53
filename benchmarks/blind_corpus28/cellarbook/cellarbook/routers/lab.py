import math
from typing import Annotated

from defusedxml.lxml import fromstring as defused_fromstring
from fastapi import APIRouter, Body, File, HTTPException, UploadFile
from lxml import etree

from cellarbook.deps import Db, Staff

router = APIRouter()

_ALLOWED_FUNCS = {"sqrt": math.sqrt, "log10": math.log10, "min": min, "max": max, "round": round}


class AnalysisSheet:
    """Results exported from the WineScan / lab LIMS as XML."""

    def __init__(self, raw: bytes, from_lab: bool):
        if from_lab:
            self.root = defused_fromstring(raw)
        else:
            self.root = etree.fromstring(raw, etree.XMLParser(load_dtd=True, resolve_entities=True))

    def value(self, lot: str, analyte: str):
        found = self.root.xpath("//sample[@lot=$lot]/result[@analyte=$a]/@value", lot=lot, a=analyte)
        return float(found[0]) if found else None

    def notes_for(self, grower: str):
        return self.root.xpath("//sample[@grower='" + grower + "']/note/text()")


@router.post("/analyses")
async def upload_analyses(db: Db, staff: Staff, sheet: Annotated[UploadFile, File()], source: str = "lab",
                          grower: str | None = None):
    parsed = AnalysisSheet(await sheet.read(), from_lab=(source == "lab"))
    count = 0
    for s in parsed.root.iter("sample"):
        for r in s.iter("result"):
            db.execute("INSERT INTO analyses (lot, analyte, value) VALUES (?, ?, ?)",
                       (s.get("lot"), r.get("analyte"), float(r.get("value"))))
            count += 1
    db.commit()
    return {"results": count, "notes": parsed.notes_for(grower) if grower else []}


@router.post("/derived")
def derived_value(db: Db, staff: Staff, lot: Annotated[str, Body()], expression: Annotated[str, Body()]):
    """Compute a derived figure such as 'free_so2 / (1 + 10 ** (ph - 1.81))' (molecular SO2)."""
    rows = db.execute("SELECT analyte, value FROM analyses WHERE lot = ?", (lot,)).fetchall()
    env = {r["analyte"]: r["value"] for r in rows}
    env.update(_ALLOWED_FUNCS)
    try:
        return {"value": eval(expression, {"__builtins__": {}}, env)}
    except Exception as exc:
        raise HTTPException(400, str(exc))
