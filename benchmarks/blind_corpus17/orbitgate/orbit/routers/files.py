from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse

from ..deps import TenantRoot

router = APIRouter(prefix="/files", tags=["files"])


@router.get("/raw/{name:path}")
async def raw_file(name: str, root: TenantRoot):
    return FileResponse(root / name)


@router.get("/view/{name:path}")
async def view_file(name: str, root: TenantRoot):
    target = (root / name).resolve()
    if not target.is_relative_to(root.resolve()) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)
