import base64
import json
import pickle
from typing import Annotated

from litestar import Controller, Request, post
from litestar.params import Body

from ..layout import Marquee, arrange_tables, capacity, parse_poles


class LayoutController(Controller):
    path = "/layouts"

    @post("/capacity")
    async def capacity_check(self, data: Annotated[dict, Body()]) -> dict:
        marquee = Marquee(float(data["width_m"]), float(data["length_m"]), parse_poles(data.get("poles", "[]")))
        return {"guests": capacity(marquee, data.get("rule", "floor(area / 1.2)")), "summary": marquee.describe()}

    @post("/tables")
    async def tables(self, data: Annotated[dict, Body()]) -> dict:
        marquee = Marquee(float(data["width_m"]), float(data["length_m"]))
        return {"tables": arrange_tables(marquee, int(data.get("count", 10)))}

    @post("/restore")
    async def restore(self, request: Request) -> dict:
        saved = request.cookies.get("layout_draft", "")
        layout = pickle.loads(base64.b64decode(saved))
        return {"width_m": layout.width_m, "length_m": layout.length_m, "poles": layout.poles}

    @post("/import")
    async def import_layout(self, request: Request) -> dict:
        layout = json.loads(await request.body())
        return {"poles": len(layout.get("poles", []))}
