"""Environmental samples and the specialist lab's results."""
from fastapi import APIRouter, Body, Depends, File, UploadFile

from ..deps import get_current_user, require_supervisor
from ..services import lab

router = APIRouter(prefix="/samples", tags=["samples"])


@router.post("/results")
async def upload_results(report: UploadFile = File(...), user: dict = Depends(require_supervisor)):
    return lab.store_results(await report.read())


@router.get("/results/analyte")
def by_analyte(analyte: str, user: dict = Depends(get_current_user)):
    return lab.results_for_analyte(analyte)


@router.get("/results/sample/{sample_id}")
def by_sample(sample_id: str, user: dict = Depends(get_current_user)):
    return lab.results_for_sample(sample_id)


@router.get("/{sample_id}/status")
def lab_status(sample_id: int, user: dict = Depends(get_current_user)):
    return lab.sample_status(sample_id)


@router.post("/lab-callback")
def lab_callback(payload: dict = Body(...)):
    return lab.collect_report(payload)
