import base64

from lxml import etree
from starlette.responses import JSONResponse, Response

from ..services.bgg import BggClient, fetch_thumbnail
from ..services.cache import BoardStateCache


async def import_collection(request):
    body = await request.body()
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    root = etree.fromstring(body, parser=parser)
    names = [n.get("value") for n in root.iter("name")]
    return JSONResponse({"imported": names})


async def preview_thumbnail(request):
    url = request.query_params.get("src", "")
    data = await fetch_thumbnail(url)
    return Response(data, media_type="image/png")


async def by_designer(request):
    designer = request.query_params.get("designer", "")
    client = BggClient()
    tree = await client.hot_list()
    ids = tree.xpath(f"//item[designer='{designer}']/@id")
    return JSONResponse({"ids": ids})


async def restore_board(request):
    form = await request.form()
    blob = base64.b64decode(form.get("state", ""))
    state = BoardStateCache().restore(blob)
    return JSONResponse({"turn": state.get("turn")})
