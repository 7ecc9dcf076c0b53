"""Field-boundary condition surveys, uploaded as KML from the survey app."""
from lxml import etree
from starlette.endpoints import HTTPEndpoint
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse

KML = {"kml": "http://www.opengis.net/kml/2.2"}
_surveys = {}


class SurveyUpload(HTTPEndpoint):
    async def post(self, request):
        if "member" not in request.session:
            raise HTTPException(status_code=403)
        form = await request.form()
        data = await form["kml"].read()
        doc = etree.fromstring(data, etree.XMLParser(resolve_entities=True, no_network=False))
        survey_id = len(_surveys) + 1
        _surveys[survey_id] = doc
        return JSONResponse({"id": survey_id, "placemarks": len(doc.findall(".//{*}Placemark"))})


def _survey(request):
    doc = _surveys.get(request.path_params["survey_id"])
    if doc is None:
        raise HTTPException(status_code=404)
    return doc


async def placemark(request):
    doc = _survey(request)
    name = request.query_params.get("name", "")
    found = doc.xpath(f"//kml:Placemark[kml:name='{name}']/kml:description/text()", namespaces=KML)
    return JSONResponse([str(f) for f in found])


async def walls_by_condition(request):
    doc = _survey(request)
    found = doc.xpath("//kml:Placemark[kml:ExtendedData/kml:Data[@name='condition']/kml:value=$c]/kml:name/text()", namespaces=KML, c=request.query_params.get("condition", "gapped"))
    return JSONResponse([str(f) for f in found])
