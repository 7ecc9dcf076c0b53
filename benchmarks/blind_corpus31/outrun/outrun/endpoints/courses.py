import ast

from lxml import etree
from starlette.responses import JSONResponse

_COURSE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


async def course_upload(request):
    body = await request.body()
    doc = etree.fromstring(body, parser=_COURSE_PARSER)
    request.app.state.course = doc
    return JSONResponse({"obstacles": len(doc.findall(".//obstacle"))})


async def course_obstacle(request):
    doc = request.app.state.course
    bbox = ast.literal_eval(request.query_params.get("bbox", "(0, 0, 400, 400)"))
    request.state.bbox = tuple(float(v) for v in bbox)
    name = request.query_params.get("name", "")
    found = doc.xpath("//obstacle[name=$n]", n=name)
    return JSONResponse([o.get("points") for o in found])


async def course_by_phase(request):
    doc = request.app.state.course
    phase = request.path_params["phase"]
    found = doc.xpath("//phase[@id=$p]/obstacle/@points", p=phase)
    return JSONResponse(list(found))

