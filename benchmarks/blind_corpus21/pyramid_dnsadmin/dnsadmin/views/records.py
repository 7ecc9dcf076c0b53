import os
import subprocess

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from ..healthcheck import probe
from ..utils import RTYPES, valid_hostname


@view_config(route_name="lookup", renderer="json", permission="view")
def lookup(request):
    name = request.params["name"]
    rtype = request.params.get("type", "A")
    server = request.params.get("server", "127.0.0.1")
    out = subprocess.check_output("dig +short %s %s @%s" % (rtype, name, server), shell=True)
    return {"answer": out.decode().split()}


@view_config(route_name="probe", renderer="json", permission="view")
def probe_view(request):
    name = request.params.get("name", "")
    if not valid_hostname(name) or request.params.get("type", "A") not in RTYPES:
        raise HTTPBadRequest()
    host_out = os.popen("host -t %s %s" % (request.params.get("type", "A"), name)).read()
    return {"host": host_out, "ns1_boot": probe("ns1")}


def push_update(zone, keyfile, lines):
    script = "zone %s\n%s\nsend\n" % (zone, "\n".join(lines))
    return subprocess.run(["nsupdate", "-k", keyfile], input=script, text=True, check=True)
