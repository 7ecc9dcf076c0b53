from fastapi import APIRouter, Body, Depends, HTTPException, Query, Response

from ..deps import committee_member, current_member
from ..services import directory, importer, plotmap, soil

router = APIRouter(prefix="/sites", tags=["sites"])


@router.get("/{site}/map/{plot_code}")
def plot_shape(site: str, plot_code: str):
    svg = plotmap.plot_shape(site, plot_code)
    if svg is None:
        raise HTTPException(status_code=404)
    return Response(svg, media_type="image/svg+xml")


@router.get("/{site}/holders")
def plots_for_holder(site: str, holder: str = Query(...), member=Depends(current_member)):
    return {"plots": plotmap.plots_held_by(site, holder)}


@router.get("/{site}/officer")
def officer(site: str):
    return directory.officer_for_site(site)


@router.get("/people")
def people(q: str = Query(..., min_length=2), member=Depends(committee_member)):
    return directory.find_people(q)


@router.post("/{site}/layout")
def import_layout(site: str, body: bytes = Body(..., media_type="application/x-yaml"), member=Depends(committee_member)):
    return {"plots": importer.load_layout(body)}


@router.post("/{site}/layout/preview")
def preview_layout(site: str, body: bytes = Body(..., media_type="application/x-yaml")):
    return {"codes": importer.load_layout_preview(body)}


@router.post("/{site}/register")
def import_register(site: str, body: bytes = Body(..., media_type="application/xml"), member=Depends(committee_member)):
    return {"plots": importer.parse_register(body), "codes": importer.parse_register_lxml(body)}


@router.get("/soil/{sample_ref}")
def soil_result(sample_ref: str):
    try:
        return soil.fetch_lab_result(sample_ref)
    except ValueError:
        raise HTTPException(status_code=400)


@router.post("/soil/report")
def soil_report(report_url: str = Body(..., embed=True), member=Depends(current_member)):
    data = soil.fetch_member_report(report_url)
    return {"bytes": len(data)}
