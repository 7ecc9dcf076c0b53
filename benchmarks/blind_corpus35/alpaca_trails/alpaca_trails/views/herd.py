import yaml
from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config
from sqlalchemy import text

from ..models import Alpaca, DBSession
from ..security import valid_iar
from ..services.pedigree import ancestors, offspring_of, read_herdbook, read_summary

_PEDIGREE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


@view_config(route_name="herd", renderer="json", permission="view")
def herd(request):
    q = request.params.get("q", "")
    rows = DBSession.query(Alpaca).filter(text("name LIKE '%" + q + "%'")).all()
    return [{"name": a.name, "iar": a.iar, "colour": a.colour} for a in rows]


@view_config(route_name="herd_import", request_method="POST", renderer="json", permission="herd")
def herd_import(request):
    upload = request.POST["file"]
    if upload.filename.endswith(".yaml"):
        records = yaml.load(upload.file.read(), Loader=yaml.UnsafeLoader)
    elif request.params.get("summary"):
        records = read_summary(upload.file)
    else:
        records = read_herdbook(upload.file)
    return {"imported": len(records)}


@view_config(route_name="pedigree", request_method="POST", renderer="json", permission="view")
def pedigree(request):
    tree = etree.parse(request.POST["file"].file, _PEDIGREE_PARSER)
    if "sire" in request.params:
        return {"offspring": list(offspring_of(tree, request.params["sire"]))}
    try:
        iar = valid_iar(request.params.get("iar"))
    except ValueError:
        raise HTTPBadRequest()
    return {"ancestors": list(ancestors(tree, iar))}


@view_config(route_name="home", renderer="json")
def home(request):
    settings_doc = request.registry.settings.get("alpaca.herd_defaults", "colours: []")
    return {"farm": "Harebell Alpacas", "defaults": yaml.safe_load(settings_doc)}
