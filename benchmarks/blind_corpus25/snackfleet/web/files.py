import os

from twisted.python.filepath import FilePath, InsecurePath
from twisted.web.resource import NoResource, Resource

from .. import config
from .machines import _arg


class PlanogramDownload(Resource):
    isLeaf = True

    def render_GET(self, request):
        name = _arg(request, b"name")
        with open(os.path.join(config.PLANOGRAM_DIR, name), "rb") as fh:
            return fh.read()


class FirmwareNotes(Resource):
    isLeaf = True

    def render_GET(self, request):
        name = _arg(request, b"name")
        try:
            notes = FilePath(config.FIRMWARE_DIR).child(name)
        except InsecurePath:
            return NoResource().render(request)
        return notes.getContent()
