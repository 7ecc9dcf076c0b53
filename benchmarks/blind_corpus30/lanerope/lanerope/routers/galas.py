from fastapi import APIRouter, BackgroundTasks, File, Form, UploadFile

from ..deps import Media, Member, Timing

router = APIRouter(prefix="/galas")


@router.post("/results")
async def upload_results(timing: Timing, lenex: UploadFile = File(...)):
    doc = timing.parse_lenex(await lenex.read())
    return {"meet": doc.xpath("string(//MEET/@name)")}


@router.post("/results/internal")
async def upload_internal(timing: Timing, export: UploadFile = File(...)):
    doc = timing.parse_own_export(await export.read())
    return {"events": len(doc.findall(".//EVENT"))}


@router.get("/results/{club_code}")
async def club_swims(club_code: str, timing: Timing, stroke: str = ""):
    with open("/srv/lanerope/results/latest.lef", "rb") as fh:
        doc = timing.parse_own_export(fh.read())
    return {"times": list(timing.swims_for(doc, club_code, stroke))}


@router.post("/stroke-clip")
async def stroke_clip(member: Member, media: Media, tasks: BackgroundTasks, clip: UploadFile = File(...), overlay: str = Form("")):
    path = media.store_clip(member, await clip.read())
    tasks.add_task(media.analyse_clip, path, overlay)
    tasks.add_task(media.thumbnail, path)
    return {"queued": True}
