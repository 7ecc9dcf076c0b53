from aiohttp import web


async def reports(request):
    chart = request.app["orgchart"]
    return web.json_response(chart.reports_of(request.match_info["manager"]))


async def by_title(request):
    chart = request.app["orgchart"]
    return web.json_response(chart.search_title(request.query.get("t", "")))


async def by_cc(request):
    chart = request.app["orgchart"]
    return web.json_response(chart.by_cost_centre(request.query.get("cc", "")))


async def employee(request):
    node = request.app["orgchart"].employee(request.match_info["id"])
    if node is None:
        raise web.HTTPNotFound()
    return web.json_response(dict(node.attrib))


async def upload(request):
    # any signed-in employee may contribute their team's fragment
    added = request.app["orgchart"].merge_upload(await request.read())
    return web.json_response({"added": added})
