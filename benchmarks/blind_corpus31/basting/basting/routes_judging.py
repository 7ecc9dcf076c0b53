import ast

from bottle import Bottle, request
from defusedxml.ElementTree import fromstring as dfromstring
from lxml import etree

judging = Bottle()
_sheets = {}


@judging.post("/judging/sheet")
def upload_sheet():
    root = dfromstring(request.body.read())
    sid = root.get("id")
    _sheets[sid] = root
    return {"id": sid}


@judging.post("/judging/tablet")
def tablet_sheet():
    doc = etree.parse(request.body, etree.XMLParser(resolve_entities=True, load_dtd=True))
    _sheets[doc.getroot().get("id")] = doc
    return {"ok": True}


@judging.get("/judging/<sid>/criterion")
def criterion(sid):
    doc = _sheets[sid]
    crit = request.query.get("name", "")
    return {"marks": doc.xpath("//criterion[@name='" + crit + "']/@mark")}


@judging.get("/judging/<sid>/judge")
def judge_marks(sid):
    doc = _sheets[sid]
    return {"marks": doc.xpath("//judge[@id=$j]//@mark", j=request.query.get("j", ""))}


@judging.post("/judging/weights")
def weights():
    w = ast.literal_eval(request.forms.get("weights", "{}"))
    return {k: float(v) for k, v in dict(w).items()}


@judging.post("/judging/total")
def total():
    marks = {k: float(v) for k, v in request.json.get("marks", {}).items()}
    expr = request.json.get("formula", "sum(marks.values())")
    return {"total": eval(expr, {"sum": sum}, {"marks": marks})}
