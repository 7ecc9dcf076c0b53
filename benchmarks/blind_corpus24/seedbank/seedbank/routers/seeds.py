from fastapi import APIRouter, File, HTTPException, Query, UploadFile
from pydantic import BaseModel

from .. import db
from ..services import germination, importer

router = APIRouter()


class TrialIn(BaseModel):
    formula: str = "sprouted / sown * 100"
    sown: int
    sprouted: int
    days: int = 14
    legacy: bool = False


@router.get("/")
def list_varieties(q: str = "", sort: str = "name"):
    return db.search_varieties(q, sort)


@router.get("/family/{family}")
def by_family(family: str):
    return db.varieties_by_family(family)


@router.post("/trial")
def trial(t: TrialIn):
    fn = germination.legacy_rate if t.legacy else germination.rate
    try:
        return {"rate": fn(t.formula, t.sown, t.sprouted, t.days)}
    except (ValueError, ZeroDivisionError, SyntaxError) as exc:
        raise HTTPException(422, str(exc))


@router.post("/manifest")
async def manifest(file: UploadFile = File(...), partner: str | None = Query(None)):
    blob = await file.read()
    if partner:
        lots = importer.parse_partner_manifest(blob, partner)
        return {"lots": [dict(l.attrib) for l in lots]}
    return {"varieties": importer.parse_manifest(blob)}


@router.post("/restore")
async def restore(file: UploadFile = File(...)):
    blob = await file.read()
    data = importer.restore_json_backup(blob) if file.filename.endswith(".json") else importer.restore_backup(blob)
    return {"restored": len(data)}
