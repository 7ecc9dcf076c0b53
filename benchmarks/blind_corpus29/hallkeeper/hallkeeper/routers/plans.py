import os
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from ..auth import Trustee
from ..settings import settings

router = APIRouter(prefix="/plans", tags=["floor plans"])
ROOT = Path(settings.plans_root)


@router.get("/{layout}")
def plan(layout: str, variant: str = "standard"):
    return FileResponse(os.path.join(settings.plans_root, variant, layout + ".pdf"))


@router.post("/{layout}")
async def upload_plan(layout: str, trustee: Trustee, upload: Annotated[UploadFile, File()]):
    target = (ROOT / "standard" / f"{layout}.pdf").resolve()
    if ROOT.resolve() not in target.parents:
        raise HTTPException(400, "bad layout name")
    target.write_bytes(await upload.read())
    return {"saved": target.name}
