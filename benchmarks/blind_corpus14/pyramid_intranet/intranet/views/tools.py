"""Small self-service tools for staff."""
import ipaddress
import subprocess

import requests
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config


@view_config(route_name="tools_ping", renderer="json", permission="view")
def ping(request):
    raw = request.params.get("host", "")
    try:
        addr = ipaddress.ip_address(raw)
    except ValueError:
        raise HTTPBadRequest("host must be an IP address")
    proc = subprocess.run(["ping", "-c", "3", "-W", "2", str(addr)], capture_output=True, text=True, timeout=15)
    return {"rc": proc.returncode, "output": proc.stdout}


@view_config(route_name="tools_calc", renderer="json", permission="view")
def calc(request):
    """Expense calculator widget on the home page ("12.5*3 + 4")."""
    expr = request.params.get("expr", "0")
    value = eval(expr, {"__builtins__": {}}, {})
    return {"expr": expr, "value": value}


@view_config(route_name="tools_preview", renderer="json", permission="view")
def link_preview(request):
    url = request.params["url"]
    resp = requests.get(url, timeout=5, allow_redirects=True)
    title = ""
    if "<title>" in resp.text:
        title = resp.text.split("<title>", 1)[1].split("</title>", 1)[0]
    return {"url": url, "status": resp.status_code, "title": title.strip()}
