import ast

from aiohttp import web

routes = web.RouteTableDef()

HINT_RULES = {
    "pharaoh": {"sarcophagus": "[3, 1, 4]", "mirror": "['east', 'west']"},
    "submarine": {"periscope": "[12, 7]"},
}


@routes.post("/console/{room}/hint-check")
async def hint_check(request):
    body = await request.json()
    puzzle = HINT_RULES.get(request.match_info["room"], {}).get(body.get("puzzle"))
    if puzzle is None:
        raise web.HTTPNotFound()
    expected = ast.literal_eval(puzzle)
    return web.json_response({"solved": body.get("answer") == expected})
