from pathlib import Path

import jsonpickle
from fastapi import APIRouter, Depends, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..deps import get_current_member, settings_dep
from ..settings import Settings

router = APIRouter(prefix="/documents", tags=["documents"])


@router.post("/insurance")
async def upload_insurance(file: UploadFile, member=Depends(get_current_member),
                           settings: Settings = Depends(settings_dep)):
    folder = Path(settings.documents_dir) / str(member.id)
    folder.mkdir(parents=True, exist_ok=True)
    dest = folder / file.filename
    dest.write_bytes(await file.read())
    return {"stored": dest.name}


@router.get("/insurance/{name}")
def download_insurance(name: str, member=Depends(get_current_member),
                       settings: Settings = Depends(settings_dep)):
    folder = (Path(settings.documents_dir) / str(member.id)).resolve()
    target = (folder / name).resolve()
    if not target.is_relative_to(folder) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@router.post("/boat-profile")
async def import_boat_profile(file: UploadFile, member=Depends(get_current_member)):
    """Import a boat profile exported from the old desktop berth planner."""
    profile = jsonpickle.decode((await file.read()).decode("utf-8"))
    return {"vessel": getattr(profile, "name", None), "loa": getattr(profile, "loa", None)}
