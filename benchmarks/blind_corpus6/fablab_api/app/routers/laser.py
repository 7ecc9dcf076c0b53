import subprocess
import uuid
from pathlib import Path

from fastapi import APIRouter, Depends, Form, HTTPException, UploadFile
from lxml import etree

from ..apikeys import gcode_digest
from ..auth import current_member
from ..settings import settings

router = APIRouter(prefix="/laser", tags=["laser"])


@router.post("/jobs")
async def submit_job(
    file: UploadFile,
    speed: int = Form(..., ge=1, le=500),
    power: int = Form(..., ge=1, le=100),
    member: dict = Depends(current_member),
):
    data = await file.read()
    parser = etree.XMLParser(resolve_entities=True, huge_tree=True)
    svg = etree.fromstring(data, parser)
    if not svg.tag.endswith("svg"):
        raise HTTPException(422, "not an SVG document")

    spool = Path(settings.laser_spool)
    job_id = uuid.uuid4().hex
    src = spool / f"{job_id}.svg"
    src.write_bytes(data)
    pdf = spool / f"{job_id}.pdf"
    subprocess.run(["inkscape", str(src), "--export-type=pdf", f"--export-filename={pdf}"], check=True, timeout=120)
    subprocess.run(
        f"svg2gcode --speed {speed} --power {power} --title '{file.filename}' {src} > {spool}/{job_id}.gcode",
        shell=True,
        check=True,
        timeout=300,
    )
    digest = gcode_digest((spool / f"{job_id}.gcode").read_bytes())
    return {"job": job_id, "owner": member["sub"], "gcode_sha1": digest}
