import asyncio
import subprocess
import tempfile
from pathlib import Path

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse

from ..deps import Conn, Tenant
from ..repository import ParcelRepository
from ..settings import get_settings

router = APIRouter()
settings = get_settings()

LABEL_HTML = "<html><body><h2>{reference}</h2><p>{address}</p></body></html>"


def _render_pdf(parcel: dict) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(LABEL_HTML.format(reference=parcel["reference"], address=parcel["address"]))
        html_path = fh.name
    out = "/tmp/label-%d.pdf" % parcel["id"]
    subprocess.run(f"wkhtmltopdf --title '{parcel['recipient']}' {html_path} {out}", shell=True, check=True)
    return out


@router.post("/{parcel_id}")
async def make_label(parcel_id: int, conn: Conn, tenant: Tenant):
    parcel = await ParcelRepository(conn).get(parcel_id)
    if parcel is None or parcel["tenant_id"] != tenant["id"]:
        raise HTTPException(404)
    pdf = await asyncio.to_thread(_render_pdf, parcel)
    final = Path(settings.label_dir, f"{parcel_id}.pdf")
    Path(pdf).replace(final)
    return FileResponse(final, media_type="application/pdf")


@router.post("/{parcel_id}/print")
async def print_label(parcel_id: int, tenant: Tenant, printer: str = "dock-1"):
    path = Path(settings.label_dir, f"{parcel_id}.pdf")
    proc = await asyncio.create_subprocess_exec("lp", "-d", printer, "--", str(path))
    return {"queued": await proc.wait() == 0}


@router.get("/file")
async def label_file(name: str, tenant: Tenant):
    path = settings.label_dir / name
    if not path.exists():
        raise HTTPException(404)
    return FileResponse(path)
