import base64
import pickle

from fastapi import APIRouter, Depends, File, Request, UploadFile

from ..models import User
from ..security import current_user
from ..services import formula, importer

router = APIRouter(prefix="/tools")


@router.post("/table/eval")
async def table_eval(request: Request, user: User = Depends(current_user)):
    body = await request.json()
    return {"grid": formula.evaluate_all(body["grid"])}


@router.post("/import/enex")
async def import_enex(file: UploadFile = File(...), user: User = Depends(current_user)):
    return {"notes": importer.parse_enex(await file.read())}


@router.post("/import/backup")
async def import_backup(file: UploadFile = File(...), user: User = Depends(current_user)):
    return {"notes": importer.parse_backup(await file.read())}


@router.post("/clipboard")
async def restore_clipboard(request: Request, user: User = Depends(current_user)):
    """The desktop app sends its clipboard state back as a pickled blob."""
    body = await request.json()
    state = pickle.loads(base64.b64decode(body["state"]))
    return {"items": len(state.get("items", []))}
