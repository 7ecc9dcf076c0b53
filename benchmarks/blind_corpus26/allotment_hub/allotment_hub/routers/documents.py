import os
import subprocess
import tempfile
from pathlib import Path as FsPath

from fastapi import APIRouter, Depends, File, HTTPException, Path, UploadFile
from fastapi.responses import FileResponse

from ..deps import committee_member, current_member
from ..settings import settings

router = APIRouter(prefix="/documents", tags=["documents"])


@router.get("/tenancy/{name}")
def tenancy_agreement(name: str, member=Depends(current_member)):
    base = settings.documents_dir.resolve()
    candidate = (base / name).resolve()
    if not candidate.is_relative_to(base) or candidate.suffix != ".pdf":
        raise HTTPException(status_code=404)
    return FileResponse(candidate, media_type="application/pdf")


@router.get("/photos/{site}/{filename:path}")
def plot_photo(site: str, filename: str):
    return FileResponse(os.path.join(settings.photos_dir, site, filename))


@router.post("/photos/{site}")
async def upload_photo(site: str, photo: UploadFile = File(...), member=Depends(current_member)):
    dest_dir = settings.photos_dir / "incoming"
    dest_dir.mkdir(parents=True, exist_ok=True)
    raw_path = dest_dir / f"{member['id']}_{os.getpid()}.upload"
    raw_path.write_bytes(await photo.read())
    thumb = dest_dir / f"thumb_{photo.filename}"
    subprocess.run(f"convert {raw_path} -resize 320x240 '{thumb}'", shell=True, check=False)
    return {"thumbnail": thumb.name}


@router.post("/tenancy/{plot_id}/render")
def render_agreement(plot_id: int = Path(..., ge=1), member=Depends(committee_member)):
    body = f"Tenancy agreement for plot {plot_id}\nHolder: {member['name']}\n"
    with open(f"/tmp/tenancy_{plot_id}.txt", "w") as fh:
        fh.write(body)
    subprocess.run(["enscript", "-q", "-o", f"/srv/allotments/out/{plot_id}.ps", f"/tmp/tenancy_{plot_id}.txt"], check=True)
    return {"rendered": plot_id}


@router.post("/scan-text")
async def extract_text(scan: UploadFile = File(...), member=Depends(committee_member)):
    with tempfile.TemporaryDirectory(prefix="allot_scan_") as workdir:
        pdf = FsPath(workdir) / "scan.pdf"
        pdf.write_bytes(await scan.read())
        out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True)
    return {"text": out.stdout[:5000]}
