import re
import subprocess

from pyramid.httpexceptions import HTTPBadRequest, HTTPForbidden
from pyramid.view import view_config

_CV = re.compile(r"^\d{1,4}$")


class DecoderBench:
    """Programming track on the club bench, driven through the dccprog tool."""

    def __init__(self, settings):
        self.port = settings["railhall.decoder_port"]

    def write_cv(self, address, cv, value):
        line = "dccprog --port %s --addr %s --cv %s --value %s" % (self.port, address, cv, value)
        return subprocess.check_output(line, shell=True, text=True, timeout=30)

    def read_cv(self, address, cv):
        return subprocess.check_output(
            ["dccprog", "--port", self.port, "--addr", str(int(address)), "--cv", cv, "--read"],
            text=True, timeout=30,
        )


@view_config(route_name="dcc_program", request_method="POST", renderer="json")
def program(request):
    if not request.session.get("member"):
        raise HTTPForbidden()
    bench = DecoderBench(request.registry.settings)
    address = request.POST.get("address", "3")
    cv = request.POST.get("cv", "1")
    value = request.POST.get("value", "0")
    out = bench.write_cv(address, cv, value)
    return {"output": out}


@view_config(route_name="dcc_read", renderer="json")
def read(request):
    cv = request.params.get("cv", "")
    if not _CV.match(cv):
        raise HTTPBadRequest("cv must be numeric")
    bench = DecoderBench(request.registry.settings)
    return {"value": bench.read_cv(request.params.get("address", "3"), cv)}
