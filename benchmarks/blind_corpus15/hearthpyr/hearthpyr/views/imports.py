from xml.dom import minidom

from lxml import etree
from pyramid.view import view_config

from ..models import Recipe


@view_config(route_name="recipe_import", request_method="POST", renderer="json")
def import_recipe(request):
    upload = request.POST["file"].file
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    doc = etree.parse(upload, parser)
    name = request.POST.get("ingredient", "")
    quantities = doc.xpath("//ingredient[@name='" + name + "']/@qty")
    steps = doc.xpath("//step[@lang=$lang]/text()", lang=request.POST.get("lang", "fr"))
    recipe = Recipe(title=doc.findtext("title") or "sans titre", body="\n".join(str(s) for s in steps))
    request.dbsession.add(recipe)
    return {"title": recipe.title, "quantities": [str(q) for q in quantities]}


@view_config(route_name="recipe_import_feed", request_method="POST", renderer="json")
def import_feed(request):
    dom = minidom.parseString(request.body)
    titles = [n.firstChild.data for n in dom.getElementsByTagName("title") if n.firstChild]
    return {"titles": titles[:50]}
