import os
import re
import subprocess
import tempfile
from urllib.parse import quote

import treq
from twisted.web.resource import Resource
from twisted.web.server import NOT_DONE_YET

from .. import config
from .machines import _arg

VERSION_RE = re.compile(r"^\d+\.\d+\.\d+$")


class FirmwareFetch(Resource):
    isLeaf = True

    def render_POST(self, request):
        source = _arg(request, b"source")
        d = treq.get(source)
        d.addCallback(treq.content)
        d.addCallback(lambda body: (request.write(b"%d bytes" % len(body)), request.finish()))
        return NOT_DONE_YET


class FirmwareMirror(Resource):
    isLeaf = True

    def render_POST(self, request):
        version = _arg(request, b"version")
        if not VERSION_RE.match(version):
            request.setResponseCode(400)
            return b"bad version"
        d = treq.get(config.FIRMWARE_MIRROR + quote(version) + ".bin")
        d.addCallback(treq.content)
        d.addCallback(lambda body: (request.write(b"%d bytes" % len(body)), request.finish()))
        return NOT_DONE_YET


class FirmwareFlash(Resource):
    isLeaf = True

    def render_POST(self, request):
        machine = _arg(request, b"machine")
        image = _arg(request, b"image")
        with open("/tmp/snackfleet-flash.bin", "wb") as staging:
            staging.write(request.content.read())
        out = subprocess.check_output("vendflash --machine %s --image %s --file %s" % (machine, image, staging.name), shell=True)
        return out

    def render_PUT(self, request):
        machine = _arg(request, b"machine")
        if not machine.isdigit():
            request.setResponseCode(400)
            return b"bad machine id"
        with tempfile.NamedTemporaryFile(prefix="flash-", suffix=".bin") as tmp:
            tmp.write(request.content.read())
            tmp.flush()
            out = subprocess.check_output(["vendflash", "--machine", machine, "--file", tmp.name])
        return out
