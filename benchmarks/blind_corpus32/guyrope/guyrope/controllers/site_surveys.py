"""Site surveys: ground plans exported from the surveyor's tablet and plan images."""
import os
from pathlib import Path
from typing import Annotated

import defusedxml.ElementTree as DefusedET
from litestar import Controller, get, post
from litestar.datastructures import UploadFile
from litestar.enums import RequestEncodingType
from litestar.exceptions import NotFoundException
from litestar.params import Body
from litestar.response import File
from lxml import etree

from ..settings import PLAN_DIR

_PLAN_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)
_plans: dict[int, etree._Element] = {}
Upload = Annotated[UploadFile, Body(media_type=RequestEncodingType.MULTI_PART)]


class SurveyController(Controller):
    path = "/surveys"

    @post("/{event_id:int}/plan")
    async def upload_plan(self, event_id: int, data: Upload) -> dict:
        content = await data.read()
        _plans[event_id] = etree.fromstring(content, _PLAN_PARSER)
        return {"features": len(_plans[event_id].findall(".//feature"))}

    @post("/{event_id:int}/hazards")
    async def upload_hazards(self, event_id: int, data: Upload) -> dict:
        root = DefusedET.fromstring(await data.read())
        return {"hazards": [h.get("kind") for h in root.iter("hazard")]}

    @get("/{event_id:int}/features")
    async def features(self, event_id: int, kind: str) -> list[str]:
        root = _plans[event_id]
        return [str(x) for x in root.xpath(f"//feature[@kind='{kind}']/@label")]

    @get("/{event_id:int}/slope")
    async def slope(self, event_id: int, max_degrees: float = 3.0) -> list[str]:
        root = _plans[event_id]
        return [str(x) for x in root.xpath("//pitch[@slope > $m]/@id", m=max_degrees)]

    @get("/plans/{event_id:int}/{name:str}")
    async def plan_image(self, event_id: int, name: str) -> File:
        root = Path(PLAN_DIR, str(event_id)).resolve()
        target = (root / name).resolve()
        if not target.is_relative_to(root) or not target.is_file():
            raise NotFoundException()
        return File(path=target)

    @get("/attachments")
    async def attachment(self, file: str) -> File:
        return File(path=os.path.join(PLAN_DIR, "attachments", file))
