import yaml
from aiohttp import web


async def upload_manifest(request):
    text = await request.text()
    manifest = yaml.load(text, Loader=yaml.Loader)
    request.app["manifests"][manifest["name"]] = manifest
    return web.json_response({"stored": manifest["name"]})


async def validate_manifest(request):
    text = await request.text()
    try:
        manifest = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return web.json_response({"ok": False, "error": str(exc)}, status=400)
    return web.json_response({"ok": isinstance(manifest, dict) and "name" in manifest})
